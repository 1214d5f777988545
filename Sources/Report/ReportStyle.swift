/// The page's stylesheet: one column that fits a phone and an A4 sheet; sections are not split across printed pages.
enum ReportStyle {
    static let css = """
        @page { size: A4; margin: 12mm; }
        * { box-sizing: border-box; }
        html { -webkit-text-size-adjust: 100%; }
        body { font-family: "DejaVu Sans", Verdana, sans-serif; color: #222; margin: 0 auto; padding: 12px;
               max-width: 186mm; line-height: 1.35; }
        h1 { font-size: 1.5rem; margin: 0 0 2px; }
        h2 { font-size: 1.25rem; margin: 0 0 4px; border-bottom: 2px solid #4e79a7; overflow-wrap: anywhere; }
        h3 { font-size: 1rem; margin: 14px 0 4px; }
        .period, .summary { color: #555; margin: 0 0 8px; }
        section.child { margin: 18px 0 28px; }
        figure { margin: 0; break-inside: avoid; }
        svg.chart { display: block; width: 100%; height: auto; }
        svg .grid { stroke: #ddd; stroke-width: 1; }
        svg text { font-size: 15px; fill: #444; }
        svg .y-label, svg .bar-label { text-anchor: end; }
        svg .x-label.start { text-anchor: start; }
        svg .x-label.middle { text-anchor: middle; }
        svg .x-label.end { text-anchor: end; }
        svg .series { fill: none; stroke-width: 2.5; }
        figcaption { font-size: 0.85rem; color: #555; }
        .key { display: inline-block; margin-left: 10px; white-space: nowrap; }
        .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border-radius: 2px; }
        table { border-collapse: collapse; margin: 6px 0 10px; break-inside: avoid; }
        table.confusion { display: inline-table; margin-right: 18px; vertical-align: top; }
        caption { text-align: left; font-size: 0.85rem; font-weight: bold; padding-bottom: 2px; white-space: nowrap; }
        .note { font-size: 0.85rem; color: #555; margin: 0; }
        th, td { border: 1px solid #ccc; padding: 3px 6px; font-size: 0.85rem; }
        table.confusion td, table.confusion th { width: 2.2em; min-width: 2.2em; text-align: center; }
        /* An item named in words ("el 6") stays on one line beside its row. */
        table.confusion tbody th { white-space: nowrap; text-align: right; }
        table.week { width: 100%; table-layout: fixed; }
        table.week th { font-weight: normal; color: #555; }
        table.week th:first-child { width: 34%; }
        td.number { text-align: right; }
        .level-1 { background: #fde0c5; } .level-2 { background: #facba6; }
        .level-3 { background: #f59e72; } .level-4 { background: #ea6a4c; color: #fff; }
        @media print { body { padding: 0; } h2 { break-after: avoid; } h3 { break-after: avoid; } }
        """
}
