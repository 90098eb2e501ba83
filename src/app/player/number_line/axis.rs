//! The number line's axis: the window's three bands, the ticks and their labels, and the
//! markers of α, β and the child's score.

use egui::{Align2, Color32, FontId, Pos2, Rect, Stroke, pos2, vec2};

use crate::app::ui::colors::{self, Meaning};
use crate::lang::Lang;
use crate::search::Score;
use crate::tr;

/// Where the line lies and which values its ends stand for (±∞ one past the score range).
pub(super) struct Line {
    pub(super) rect: Rect,
    pub(super) neg_inf: f32,
    pub(super) pos_inf: f32,
}

impl Line {
    pub(super) fn x_of(&self, value: f64) -> f32 {
        let value = value.clamp(self.neg_inf as f64, self.pos_inf as f64) as f32;
        let share = (value - self.neg_inf) / (self.pos_inf - self.neg_inf);
        self.rect.left() + share * self.rect.width()
    }

    /// The three regions the window makes, the axis, and its ticks and labels.
    pub(super) fn window_and_ticks(
        &self,
        painter: &egui::Painter,
        alpha: Score,
        beta: Score,
        max_node: bool,
    ) {
        let line_rect = self.rect;
        let alpha_x = self.x_of(alpha.as_f64());
        let beta_x = self.x_of(beta.as_f64()).max(alpha_x);
        let (left_color, right_color) = if max_node {
            (Meaning::CaseNoUpdate.colour(), Meaning::CaseCut.colour())
        } else {
            (Meaning::CaseCut.colour(), Meaning::CaseNoUpdate.colour())
        };
        let band = |from: f32, to: f32, color: Color32| {
            painter.rect_filled(
                Rect::from_x_y_ranges(from..=to, line_rect.y_range()),
                0.0,
                color,
            );
        };
        band(line_rect.left(), alpha_x, left_color);
        band(alpha_x, beta_x, Meaning::CaseUpdate.colour());
        band(beta_x, line_rect.right(), right_color);
        let axis_y = line_rect.center().y;
        let ink = Stroke::new(1.0, colors::INK);
        painter.line_segment(
            [
                pos2(line_rect.left(), axis_y),
                pos2(line_rect.right(), axis_y),
            ],
            ink,
        );
        let (neg_inf, pos_inf) = (self.neg_inf, self.pos_inf);
        // Wide score ranges (Othello, Kalah) label every 2nd, 5th or 10th value only.
        let unit = line_rect.width() / (pos_inf - neg_inf);
        let label_step = [1, 2, 5, 10, 20]
            .into_iter()
            .find(|&step| step as f32 * unit >= 24.0)
            .unwrap_or(50);
        let font = FontId::proportional(14.0);
        let mut labels = Vec::new();
        for tick in (neg_inf as i32)..=(pos_inf as i32) {
            let infinite = tick as f32 == neg_inf || tick as f32 == pos_inf;
            let score = if tick as f32 == neg_inf {
                Score::NEG_INF
            } else if tick as f32 == pos_inf {
                Score::POS_INF
            } else {
                Score::finite(tick as i16)
            };
            let x = self.x_of(score.as_f64());
            let labelled = infinite || tick % label_step == 0;
            let reach = if labelled { 6.0 } else { 3.0 };
            painter.line_segment([pos2(x, axis_y - reach), pos2(x, axis_y + reach)], ink);
            if labelled {
                let galley = painter.layout_no_wrap(score.symbol(), font.clone(), colors::INK);
                labels.push((x, infinite, galley));
            }
        }
        // No two labels overlap: the infinities are kept, a number that would touch its
        // neighbour (or +∞) is left out.
        let span = |x: f32, width: f32| (x - width / 2.0 - 3.0, x + width / 2.0 + 3.0);
        let last_span = labels
            .last()
            .map(|(x, _, galley)| span(*x, galley.size().x));
        let mut right_of_kept = f32::NEG_INFINITY;
        let count = labels.len();
        for (at, (x, infinite, galley)) in labels.into_iter().enumerate() {
            let (left, right) = span(x, galley.size().x);
            let before_last = at + 1 < count;
            let touches_last = before_last && last_span.is_some_and(|(start, _)| right > start);
            if !infinite && (left < right_of_kept || touches_last) {
                continue;
            }
            right_of_kept = right;
            let top_left = pos2(x - galley.size().x / 2.0, line_rect.bottom() + 4.0);
            painter.galley(top_left, galley, colors::INK);
        }
    }

    /// α, β and the child's score as dots on the line, each with its label above.
    pub(super) fn markers(
        &self,
        painter: &egui::Painter,
        alpha: Score,
        beta: Score,
        score: Option<Score>,
        max_node: bool,
    ) {
        let line_rect = self.rect;
        let axis_y = line_rect.center().y;
        let alpha_x = self.x_of(alpha.as_f64());
        let alpha_color = if max_node { colors::red() } else { colors::INK };
        let beta_color = if max_node { colors::INK } else { colors::red() };
        marker(
            painter,
            pos2(alpha_x, axis_y),
            colors::red(),
            pos2(line_rect.left(), line_rect.top() - 22.0),
            &format!("α = {}", alpha.symbol()),
            alpha_color,
        );
        marker(
            painter,
            pos2(self.x_of(beta.as_f64()), axis_y),
            colors::blue(),
            pos2(line_rect.right(), line_rect.top() - 22.0),
            &format!("β = {}", beta.symbol()),
            beta_color,
        );
        if let Some(score) = score {
            marker(
                painter,
                pos2(self.x_of(score.as_f64()), axis_y),
                colors::green(),
                pos2(line_rect.center().x, line_rect.top() - 40.0),
                &format!("score = {}", score.symbol()),
                colors::INK,
            );
        }
    }

    /// The student's window for this node: a thin bar under the line, named.
    pub(super) fn student_window(
        &self,
        painter: &egui::Painter,
        y: f32,
        (alpha, beta): (f64, f64),
        lang: Lang,
    ) {
        let (from, to) = (self.x_of(alpha), self.x_of(beta).max(self.x_of(alpha)));
        painter.line_segment(
            [pos2(from, y), pos2(to, y)],
            Stroke::new(5.0, colors::student_extra()),
        );
        painter.text(
            pos2(self.rect.left(), y + 5.0),
            Align2::LEFT_TOP,
            tr!(
                lang,
                "number-line-student-window",
                alpha = crate::check::Number(alpha).to_string(),
                beta = crate::check::Number(beta).to_string()
            ),
            FontId::proportional(12.0),
            colors::student_extra(),
        );
    }
}

fn marker(
    painter: &egui::Painter,
    at: Pos2,
    dot: Color32,
    label_at: Pos2,
    label: &str,
    label_color: Color32,
) {
    painter.line_segment(
        [label_at + vec2(0.0, 16.0), at],
        Stroke::new(1.0, Color32::DARK_GRAY),
    );
    painter.circle_filled(at, 5.0, dot);
    painter.text(
        label_at,
        Align2::CENTER_TOP,
        label,
        FontId::proportional(14.0),
        label_color,
    );
}
