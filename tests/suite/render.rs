//! `abtutor render` end to end: pictures decoded and read back — the SVG's text, the PNG's
//! size and pixels, the GIF's frames — against the frames the search recorded.

use crate::common;
use common::{abtutor, refused_in_one_line};

fn succeeds(args: &[&str]) -> String {
    let output = abtutor(args);
    assert!(
        output.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The frame as `abtutor frame --json` gives it.
fn frame_json(index: usize, options: &[&str]) -> serde_json::Value {
    let index = index.to_string();
    let mut args = vec!["frame", "--json", "--index", &index];
    args.extend_from_slice(options);
    serde_json::from_str(&succeeds(&args)).expect("valid JSON")
}

/// A JSON score as the app writes it: −∞, ∞ or the number.
fn symbol(value: &serde_json::Value) -> String {
    match value.as_str() {
        Some("-inf") => "−∞".to_string(),
        Some("inf") => "∞".to_string(),
        // People read one minus sign: − as in −∞.
        _ => value.to_string().replace('-', "−"),
    }
}

/// Every text run of an SVG, parsed as XML.
fn svg_texts(path: &std::path::Path) -> Vec<String> {
    let source = std::fs::read_to_string(path).expect("the SVG was written");
    let document = roxmltree::Document::parse(&source).expect("the SVG is well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    document
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .map(|node| node.text().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn an_svg_frame_holds_that_frames_alpha_beta_and_values_as_text() {
    let dir = tempfile::tempdir().unwrap();
    for (index, options) in [
        (3273, vec!["--tt", "bounds"]),
        (1200, vec!["--minimax"]),
        (40_000, vec!["--init-ab"]),
    ] {
        let path = dir.path().join(format!("frame{index}.svg"));
        let mut args = vec!["render", "--index"];
        let index_text = index.to_string();
        args.push(&index_text);
        args.extend_from_slice(&options);
        args.extend(["--out", path.to_str().unwrap()]);
        succeeds(&args);
        let texts = svg_texts(&path);
        let frame = frame_json(index, &options);
        let alpha = format!("α = {}", symbol(&frame["alpha"]));
        let beta = format!("β = {}", symbol(&frame["beta"]));
        assert!(
            texts.contains(&alpha),
            "frame {index}: {alpha} in {texts:?}"
        );
        assert!(texts.contains(&beta), "frame {index}: {beta} in {texts:?}");
        let calculated = abtutor::numbers::count(frame["calculated"].as_u64().unwrap());
        assert!(texts.contains(&calculated), "frame {index}: {calculated}");
        if let Some(value) = frame.get("value").filter(|value| !value.is_null()) {
            let value = symbol(value);
            assert!(texts.contains(&value), "frame {index}: node value {value}");
        }
    }
}

#[test]
fn a_png_frame_has_the_asked_size_and_draws_the_tree() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("tree.png");
    let out = path.to_str().unwrap();
    succeeds(&[
        "render", "--index", "10", "--view", "tree", "--size", "400x300", "--scale", "1.5",
        "--out", out,
    ]);
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&path).unwrap()));
    let mut reader = decoder.read_info().expect("a PNG");
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).expect("its pixels");
    assert_eq!((info.width, info.height), (600, 450));
    assert_eq!(info.color_type, png::ColorType::Rgba);
    let rgba: Vec<[u8; 4]> = pixels
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2], p[3]])
        .collect();
    // A white page with dark lines and marks on it: the tree was drawn, not left blank.
    let white = rgba.iter().filter(|p| **p == [255, 255, 255, 255]).count();
    let dark = rgba
        .iter()
        .filter(|p| p[0] < 80 && p[1] < 80 && p[2] < 80)
        .count();
    assert!(white > rgba.len() / 3, "mostly background: {white}");
    assert!(dark > 500, "lines and marks drawn: {dark} dark pixels");
    assert!(rgba.iter().all(|p| p[3] == 255), "opaque");
}

#[test]
fn a_gif_of_frames_a_to_b_has_b_minus_a_plus_one_frames() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cut.gif");
    let out = path.to_str().unwrap();
    let said = succeeds(&[
        "render", "--frames", "5..12", "--size", "320x180", "--fps", "5", "--out", out,
    ]);
    assert!(said.contains('8'), "{said}");
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::fs::File::open(&path).unwrap())
        .expect("a GIF");
    assert_eq!((decoder.width(), decoder.height()), (320, 180));
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        assert_eq!(frame.delay, 20, "5 frames a second");
        frames.push(frame.buffer.to_vec());
    }
    assert_eq!(frames.len(), 8);
    // The frames differ from one step to the next: each shows its own frame.
    assert!(frames.windows(2).all(|pair| pair[0] != pair[1]));
}

#[test]
fn bad_render_requests_get_one_error_line_and_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let png = dir.path().join("x.png");
    let png = png.to_str().unwrap();
    let gif = dir.path().join("x.gif");
    let gif = gif.to_str().unwrap();
    let bmp = dir.path().join("x.bmp");
    for (args, needle) in [
        (
            vec!["render", "--index", "99999999", "--out", png],
            "out of range",
        ),
        (
            vec!["render", "--index", "3", "--out", bmp.to_str().unwrap()],
            ".png, .svg or .gif",
        ),
        (vec!["render", "--frames", "5..2", "--out", gif], "5..2"),
        (
            vec!["render", "--frames", "0..99999999", "--out", gif],
            "out of range",
        ),
        (
            vec!["render", "--index", "2", "--size", "10x10", "--out", png],
            "10x10",
        ),
        (
            vec!["render", "--index", "2", "--scale", "0", "--out", png],
            "scale",
        ),
        (
            vec!["render", "--index", "2", "--view", "foo", "--out", png],
            "foo",
        ),
        (vec!["render", "--frames", "1..3", "--out", png], ".gif"),
        (vec!["render", "--index", "1", "--out", gif], "--frames"),
        (vec!["render", "--out", png], "--index"),
        (
            vec!["render", "--index", "1", "--out", "/nonexistent/dir/x.png"],
            "could not write",
        ),
    ] {
        refused_in_one_line(&args, needle);
    }
    assert!(!dir.path().join("x.png").exists(), "nothing half-written");
}

#[test]
fn a_notebook_renders_one_picture_per_figure_cell() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("figures");
    let lesson = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/lessons/en/02_alpha_beta.json"
    );
    let said = succeeds(&[
        "notebook",
        "render",
        lesson,
        "--out",
        out.to_str().unwrap(),
        "--scale",
        "1",
    ]);
    let mut written: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(
        written,
        [
            "cell-03-compare.png",
            "cell-05-run.png",
            "cell-07-run.png",
            "cell-10-exercise.png"
        ]
    );
    assert_eq!(said.lines().count(), 4, "{said}");
    for name in &written {
        let file = std::fs::File::open(out.join(name)).unwrap();
        let info = png::Decoder::new(std::io::BufReader::new(file))
            .read_info()
            .expect("a PNG")
            .info()
            .clone();
        let expected = if name.contains("compare") {
            (960, 640)
        } else {
            (1280, 720)
        };
        assert_eq!((info.width, info.height), expected, "{name}");
    }
    // In SVG, the compare cell's table keeps its figures as text.
    let svg_out = dir.path().join("svg");
    succeeds(&[
        "notebook",
        "render",
        lesson,
        "--out",
        svg_out.to_str().unwrap(),
        "--svg",
    ]);
    let texts = svg_texts(&svg_out.join("cell-03-compare.svg"));
    assert!(texts.iter().any(|text| text == "18,297"), "{texts:?}");
    assert!(texts.iter().any(|text| text == "531,649"), "{texts:?}");
}
