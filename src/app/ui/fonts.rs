//! The bundled Japanese font, added after egui's own fonts so that Latin text keeps its
//! look and every kana and common kanji still has a glyph.

use std::sync::Arc;

const JAPANESE_FONT: &[u8] = include_bytes!("../../../assets/fonts/NotoSansJP-subset.otf");
const JAPANESE_FONT_NAME: &str = "NotoSansJP-subset";

/// egui's default fonts with the Japanese font as the fallback of every family.
pub fn font_definitions() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    fonts.font_data.insert(
        JAPANESE_FONT_NAME.to_string(),
        Arc::new(egui::FontData::from_static(JAPANESE_FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts
            .families
            .entry(family)
            .or_default()
            .push(JAPANESE_FONT_NAME.to_string());
    }
    fonts
}

pub fn install(ctx: &egui::Context) {
    ctx.set_fonts(font_definitions());
}
