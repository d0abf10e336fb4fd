//! A table drawn where every cell fits its column unwrapped: comfy-table's own
//! drawing, line for line, without the styling parse its `custom_styling` feature runs
//! over every cell of every row (a 200-hand score pad: 600 rows, most of `history`).
//! A table that would wrap, carries colour or a style this does not draw is left to
//! comfy-table; a property test holds the two to the same text.

use comfy_table::Table;
use comfy_table::{ContentLineStyle, LineStyle, TableStyle};
use unicode_width::UnicodeWidthStr;

/// A table's text before it is drawn: its header and rows of cells.
#[derive(Debug, Default)]
pub struct Cells {
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Cells {
    /// The same cells as a comfy-table table in the house style.
    pub fn table(&self) -> Table {
        let mut t = crate::app::core::render::table();
        t.set_header(self.header.clone());
        for r in &self.rows {
            t.add_row(r.clone());
        }
        t
    }

    /// Each column's width drawn unwrapped, its borders and padding with it (the
    /// table's right border apart).
    pub fn natural_widths(&self) -> Vec<usize> {
        let columns = std::iter::once(&self.header)
            .chain(&self.rows)
            .map(Vec::len)
            .max()
            .unwrap_or(0);
        let mut widths = vec![0; columns];
        for row in std::iter::once(&self.header).chain(&self.rows) {
            for (w, cell) in widths.iter_mut().zip(row) {
                *w = (*w).max(
                    cell.split('\n')
                        .map(|l| l.chars().count())
                        .max()
                        .unwrap_or(0),
                );
            }
        }
        widths.iter().map(|w| w + 3).collect()
    }

    /// Drawn as the house style's comfy-table draws them, `width` columns at most.
    pub fn drawn(&self) -> String {
        let t = crate::app::core::render::table();
        let header = (!self.header.is_empty()).then_some(self.header.as_slice());
        lines(&t.style(), t.width(), header, &self.rows).unwrap_or_else(|| self.table().to_string())
    }
}

/// A comfy-table table's cells.
pub fn cells_of(t: &Table) -> Cells {
    let cells = |r: &comfy_table::Row| r.cell_iter().map(comfy_table::Cell::content).collect();
    Cells {
        header: t.header().map(cells).unwrap_or_default(),
        rows: t.row_iter().map(cells).collect(),
    }
}

/// The table as comfy-table draws it, where it can be drawn here.
pub fn draw(t: &Table) -> Option<String> {
    let c = cells_of(t);
    let header = t.header().is_some().then_some(c.header.as_slice());
    lines(&t.style(), t.width(), header, &c.rows)
}

/// The table drawn: here where it can be, else by comfy-table.
pub fn drawn(t: &Table) -> String {
    draw(t).unwrap_or_else(|| t.to_string())
}

/// A row's cells, each as its lines.
fn split(row: &[String]) -> Vec<Vec<&str>> {
    row.iter().map(|c| c.split('\n').collect()).collect()
}

/// The lines comfy-table draws in `style`, `width` columns at most, where every cell
/// fits unwrapped; else none.
fn lines(
    style: &TableStyle,
    width: Option<u16>,
    header: Option<&[String]>,
    rows: &[Vec<String>],
) -> Option<String> {
    // Condensed styles only (no line between rows), every border drawn.
    let line = |l: &LineStyle| Some([l.left?, l.fill?, l.junction?, l.right?]);
    let content = |l: &ContentLineStyle| Some([l.left?, l.junction?, l.right?]);
    if style.row_separator != LineStyle::none() {
        return None;
    }
    let (top, head, sep, body, bottom) = (
        line(&style.top_border)?,
        content(&style.header_lines)?,
        line(&style.header_separator)?,
        content(&style.content_lines)?,
        line(&style.bottom_border)?,
    );
    let head_cells = header.map(split);
    let body_cells: Vec<Vec<Vec<&str>>> = rows.iter().map(|r| split(r)).collect();
    let columns = head_cells
        .iter()
        .chain(&body_cells)
        .map(Vec::len)
        .max()
        .unwrap_or(0);
    // (A column is one character wide at least.)
    let mut widths = vec![1usize; columns];
    for row in head_cells.iter().chain(&body_cells) {
        for (w, cell) in widths.iter_mut().zip(row) {
            for l in cell {
                // Colour or a control character is comfy-table's to measure.
                if l.contains(|c: char| c.is_control()) {
                    return None;
                }
                *w = (*w).max(l.width());
            }
        }
    }
    if columns == 0 {
        return None;
    }
    // Wider than the table may be: comfy-table wraps it.
    let total = widths.iter().map(|w| w + 3).sum::<usize>() + 1;
    if width.is_some_and(|w| total > usize::from(w)) {
        return None;
    }
    let mut out = String::with_capacity((rows.len() + 4) * total * 3);
    let border = |out: &mut String, [l, fill, junction, r]: [char; 4]| {
        out.push(l);
        for (i, w) in widths.iter().enumerate() {
            if i > 0 {
                out.push(junction);
            }
            out.extend(std::iter::repeat_n(fill, w + 2));
        }
        out.push(r);
        out.push('\n');
    };
    let cells = |out: &mut String, row: &[Vec<&str>], [l, junction, r]: [char; 3]| {
        let height = row.iter().map(Vec::len).max().unwrap_or(0).max(1);
        for k in 0..height {
            out.push(l);
            for (i, w) in widths.iter().enumerate() {
                if i > 0 {
                    out.push(junction);
                }
                let text = row.get(i).and_then(|c| c.get(k)).copied().unwrap_or("");
                out.push(' ');
                out.push_str(text);
                out.extend(std::iter::repeat_n(' ', w - text.width() + 1));
            }
            out.push(r);
            out.push('\n');
        }
    };
    border(&mut out, top);
    if let Some(h) = &head_cells {
        cells(&mut out, h, head);
        border(&mut out, sep);
    }
    for row in &body_cells {
        cells(&mut out, row, body);
    }
    border(&mut out, bottom);
    out.pop();
    Some(out)
}

#[cfg(test)]
mod tests {
    use crate::app::core::grid::*;
    use comfy_table::{ContentArrangement, presets};
    use proptest::prelude::*;

    fn words() -> impl Strategy<Value = String> {
        proptest::string::string_regex("([a-z]{0,6}|Ann|Søren|李|✓|–|=|\\+|[ ]{1,2}|\n){0,6}")
            .expect("a regex")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn drawn_as_comfy_table_draws(
            header in proptest::option::of(proptest::collection::vec(words(), 1..5)),
            rows in proptest::collection::vec(proptest::collection::vec(words(), 1..5), 0..6),
            width in 20u16..120,
            ascii in any::<bool>(),
        ) {
            let mut t = Table::new();
            t.load_style(if ascii { presets::ASCII_FULL_CONDENSED } else { presets::UTF8_FULL_CONDENSED })
                .set_content_arrangement(ContentArrangement::Dynamic)
                .set_width(width);
            if let Some(h) = header {
                t.set_header(h);
            }
            for r in rows {
                t.add_row(r);
            }
            if let Some(text) = draw(&t) {
                prop_assert_eq!(text, t.to_string());
            }
        }
    }

    #[test]
    fn a_table_too_wide_or_coloured_is_left_to_comfy_table() {
        let mut t = Table::new();
        t.load_style(presets::UTF8_FULL_CONDENSED)
            .set_content_arrangement(ContentArrangement::Dynamic)
            .set_width(20);
        t.set_header(["#", "player"]);
        t.add_row(["1", "Ann"]);
        assert_eq!(draw(&t).as_deref(), Some(t.to_string().as_str()));
        t.add_row(["2", "a name far wider than twenty columns"]);
        assert_eq!(draw(&t), None);
        let mut c = Table::new();
        c.load_style(presets::UTF8_FULL_CONDENSED);
        c.add_row(["\u{1b}[1mAnn\u{1b}[0m"]);
        assert_eq!(draw(&c), None);
    }
}
