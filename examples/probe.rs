use abtutor::search::{self, Mode};
use abtutor::setup::GameSpec;
use abtutor::tree::Trees;
use std::time::Instant;
fn main() {
    let t = Instant::now();
    let mut trees = Trees::default();
    let (tree, root) = trees
        .get_to_depth(GameSpec::Kalah { pits: 6, seeds: 4 }, "6", Some(10))
        .unwrap();
    println!(
        "tree {:.0} ms ({} nodes)",
        t.elapsed().as_secs_f64() * 1e3,
        tree.len()
    );
    let t = Instant::now();
    let trace = search::record(&tree, root, Mode::minimax());
    println!(
        "record {:.0} ms ({} frames)",
        t.elapsed().as_secs_f64() * 1e3,
        trace.len()
    );
    let t = Instant::now();
    let summary = trace.summary();
    println!(
        "summary {:.0} ms {:?}",
        t.elapsed().as_secs_f64() * 1e3,
        summary.calculated
    );
    let t = Instant::now();
    let recorded = abtutor::app::RecordedSearch::new(tree.clone(), trace);
    println!("landmarks {:.0} ms", t.elapsed().as_secs_f64() * 1e3);
    let t = Instant::now();
    drop(recorded);
    drop(tree);
    drop(trees);
    println!("drop {:.0} ms", t.elapsed().as_secs_f64() * 1e3);
}
