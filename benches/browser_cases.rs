//! The searches the browser's speed is measured on (`abtutorTest.time` in the page), timed
//! here on one thread as a browser runs them: `cargo bench --bench browser_cases`.

use abtutor::setup::timing::TimedCase;

fn main() {
    abtutor::background::keep_to_one_thread();
    for case in TimedCase::ALL {
        let mut times = Vec::new();
        let mut frames = 0;
        for _ in 0..5 {
            let (recorded, millis) = case.run().expect("the case records");
            frames = recorded;
            times.push(millis);
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{}: {frames} frames, best {:.1} ms, median {:.1} ms (one thread, 5 runs)",
            case.name(),
            times[0],
            times[2]
        );
    }
}
