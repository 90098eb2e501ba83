//! A mode's short English name, as figures, files and the command line list it.

use super::{Mode, SearchKind, TableKind};
use crate::search::ChildOrder;

impl Mode {
    /// A short English name such as "alpha-beta, exact-sym table, init_ab".
    pub fn label(&self) -> String {
        let mut parts = vec![
            if self.minimax {
                "minimax"
            } else {
                "alpha-beta"
            }
            .to_string(),
        ];
        if self.init_ab {
            parts.push("init_ab".to_string());
        }
        if self.table != TableKind::Off {
            parts.push(format!("{} table", self.table.name()));
        }
        match self.order {
            ChildOrder::Natural => {}
            ChildOrder::EvaluationThenStore { plies } => {
                parts.push(format!("{} order ({plies} plies)", self.order.name()))
            }
            order => parts.push(format!("{} order", order.name())),
        }
        if self.shortest_victory {
            parts.push("shortest victory".to_string());
        }
        if self.iterative {
            parts.push("iterative deepening".to_string());
        }
        if self.fail_soft {
            parts.push("fail-soft".to_string());
        }
        if self.cut_gt {
            parts.push("cut on s > β".to_string());
        }
        if self.win_check {
            parts.push("win check".to_string());
        }
        if self.score_bound {
            parts.push("score bound".to_string());
        }
        if self.upper_bounds {
            parts.push("upper table".to_string());
        }
        if self.skip_losing {
            parts.push("losing moves skipped".to_string());
        }
        if self.threat_order {
            parts.push("threat order".to_string());
        }
        if self.lower_bounds {
            parts.push("lower bounds".to_string());
        }
        if !self.table_slots.is_unbounded() {
            parts.push(format!("{} slots", self.table_slots.name()));
        }
        if let Some((low, high)) = self.window {
            parts.push(format!("window ({low}, {high})"));
        }
        if self.search != SearchKind::AlphaBeta {
            parts[0] = self.search.name().to_string();
            if let Some(guess) = self.guess {
                parts.push(format!("guess {guess}"));
            }
            if let Some(delta) = self.delta {
                parts.push(format!("delta {delta}"));
            }
        }
        parts.join(", ")
    }
}
