import Foundation
import Plot

/// One line of a line chart: its name (for the legend), colour, and values by position on the x axis.
struct ChartSeries: Equatable {
    var name: String
    var colour: String
    /// (x, y) points, x from 0 to the chart's last position.
    var points: [Point]

    struct Point: Equatable {
        var x: Double
        var y: Double
    }
}

/// Inline SVG charts, sized by their viewBox so they shrink with the page (phone) and print at the column's width.
enum Chart {
    /// The drawing area, in viewBox units; margins leave room for the axis labels ("100 %", with the space Catalan and
    /// Spanish write before the sign).
    static let size = (width: 600.0, height: 200.0)
    static let margin = (left: 60.0, right: 16.0, top: 12.0, bottom: 28.0)

    /// Maps `value` from `domain` onto `range` linearly (a range may run backwards, as SVG's y does); a domain of no
    /// width maps everything to the range's middle.
    static func scale(
        _ value: Double, from domain: ClosedRange<Double>, to range: (from: Double, to: Double)
    ) -> Double {
        let width = domain.upperBound - domain.lowerBound
        guard width > 0 else { return (range.from + range.to) / 2 }
        return range.from + (value - domain.lowerBound) / width * (range.to - range.from)
    }

    /// SVG coordinates of `point` in a plot of `xCount` positions and values from 0 to `yMax` (y grows downwards).
    static func position(of point: ChartSeries.Point, xCount: Int, yMax: Double) -> (x: Double, y: Double) {
        let x = scale(point.x, from: 0...Double(max(0, xCount - 1)),
                      to: (margin.left, size.width - margin.right))
        let y = scale(min(max(point.y, 0), yMax), from: 0...yMax, to: (size.height - margin.bottom, margin.top))
        return (x, y)
    }

    /// The `points` attribute of an SVG polyline: "x,y x,y …" with one decimal.
    static func polylinePoints(_ series: ChartSeries, xCount: Int, yMax: Double) -> String {
        series.points.map { point in
            let (x, y) = position(of: point, xCount: xCount, yMax: yMax)
            return String(format: "%.1f,%.1f", x, y)
        }.joined(separator: " ")
    }

    /// A line chart of `series` over the positions named by `xLabels` (first, middle and last are written), values
    /// from 0 to `yMax` with gridlines labelled by `yLabel`, and a legend below.
    static func lines(
        _ series: [ChartSeries], xLabels: [String], yMax: Double, yTicks: [Double], yLabel: (Double) -> String,
        caption: String
    ) -> Node<HTML.BodyContext> {
        let xCount = xLabels.count
        let grid: [Node<HTML.BodyContext>] = yTicks.map { tick in
            let y = position(of: .init(x: 0, y: tick), xCount: xCount, yMax: yMax).y
            return .group(
                svg("line", ["x1": margin.left, "x2": size.width - margin.right, "y1": y, "y2": y], class: "grid"),
                svg("text", ["x": margin.left - 6, "y": y + 4], class: "y-label", text: yLabel(tick)))
        }
        let labelled = Set([0, xCount / 2, xCount - 1]).filter { xCount > 0 && $0 < xCount }.sorted()
        let xAxis: [Node<HTML.BodyContext>] = labelled.map { index in
            let x = position(of: .init(x: Double(index), y: 0), xCount: xCount, yMax: yMax).x
            let anchor = index == 0 && xCount > 1 ? "start" : index == xCount - 1 && xCount > 1 ? "end" : "middle"
            return svg("text", ["x": x, "y": size.height - 8], class: "x-label \(anchor)", text: xLabels[index])
        }
        let plotted: [Node<HTML.BodyContext>] = series.map { line in
            .group(
                .element(named: "polyline", nodes: [
                    .attribute(named: "points", value: polylinePoints(line, xCount: xCount, yMax: yMax)),
                    .attribute(named: "class", value: "series"),
                    .attribute(named: "stroke", value: line.colour),
                ]),
                .group(line.points.map { point in
                    let (x, y) = position(of: point, xCount: xCount, yMax: yMax)
                    return svg("circle", ["cx": x, "cy": y, "r": 3], class: "dot", fill: line.colour)
                }))
        }
        return figure(caption: caption, legend: series.map { ($0.name, $0.colour) },
                      svgNodes: grid + xAxis + plotted)
    }

    /// Horizontal bars, one per (label, value), longest first as given; `format` writes the value after the bar.
    static func bars(
        _ bars: [(label: String, value: Double)], colour: String, format: (Double) -> String, caption: String
    ) -> Node<HTML.BodyContext> {
        let row = 24.0
        let height = Double(bars.count) * row + 8
        let longest = bars.map(\.value).max() ?? 0
        // Room for an activity's name as a teacher says it ("juego de nombres del cuento").
        let labelWidth = 250.0, valueWidth = 80.0
        let nodes: [Node<HTML.BodyContext>] = bars.enumerated().map { index, bar in
            let y = 4 + Double(index) * row
            let width = scale(bar.value, from: 0...max(longest, 1e-9), to: (0, size.width - labelWidth - valueWidth))
            return .group(
                svg("text", ["x": labelWidth - 8, "y": y + 16], class: "bar-label", text: bar.label),
                svg("rect", ["x": labelWidth, "y": y + 3, "width": max(width, 1), "height": row - 8], class: "bar",
                    fill: colour),
                svg("text", ["x": labelWidth + width + 6, "y": y + 16], class: "bar-value", text: format(bar.value)))
        }
        return figure(caption: caption, legend: [], svgNodes: nodes, height: height)
    }

    /// A `<figure>` with the SVG drawing, an accessible caption and an HTML legend (which wraps on a narrow page).
    private static func figure(
        caption: String, legend: [(name: String, colour: String)], svgNodes: [Node<HTML.BodyContext>],
        height: Double = size.height
    ) -> Node<HTML.BodyContext> {
        .element(named: "figure", nodes: [
            .element(named: "svg", nodes: [
                .attribute(named: "viewBox", value: String(format: "0 0 %.0f %.0f", size.width, height)),
                .attribute(named: "xmlns", value: "http://www.w3.org/2000/svg"),
                .attribute(named: "role", value: "img"),
                .attribute(named: "class", value: "chart"),
                .element(named: "title", nodes: [.text(caption)]),
            ] + svgNodes),
            .element(named: "figcaption", nodes: [
                .text(caption),
                .group(legend.map { entry in
                    .span(.class("key"), .span(.class("swatch"), .style("background:\(entry.colour)")), .text(entry.name))
                }),
            ]),
        ])
    }

    /// One SVG element with numeric attributes (written with one decimal), a class, an optional fill and text.
    private static func svg(
        _ name: String, _ numbers: KeyValuePairs<String, Double>, class className: String, fill: String? = nil,
        text: String? = nil
    ) -> Node<HTML.BodyContext> {
        .element(named: name, nodes: numbers.map { key, value in
            .attribute(named: key, value: String(format: "%.1f", value))
        } + [
            .attribute(named: "class", value: className),
            .attribute(named: "fill", value: fill),
            text.map { .text($0) } ?? .empty,
        ])
    }
}
