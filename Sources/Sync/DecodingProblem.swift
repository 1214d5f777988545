import Foundation

/// A JSON decoding error in words that name the field and the value: Foundation on Linux loses the coding path of a
/// number that fits no Swift number (`numberIsNotRepresentableInSwift(parsed: "7.5")`) and says only "not valid
/// JSON" for one at the top level, so the field is looked for again in the document.
enum DecodingProblem {
    /// What was wrong in decoding `data` (or, for a row of it, the value `decoder` is at), and where.
    static func explain(_ error: any Error, data: Data? = nil, at decoder: (any Decoder)? = nil) -> String {
        let text: String
        // Inside a decoder the number's own error arrives, not yet a DecodingError, and without its path.
        if let literal = unrepresentable(error) {
            return String((path(decoder.flatMap { NumberHunt.path(of: literal, in: $0) } ?? []) + number(literal)).prefix(300))
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: text = "\(path(context.codingPath))\(key.stringValue) is missing"
        case .typeMismatch(let type, let context)?: text = "\(path(context.codingPath))expected \(type)"
        case .valueNotFound(let type, let context)?: text = "\(path(context.codingPath))expected \(type), found null"
        case .dataCorrupted(let context)?:
            if let underlying = context.underlyingError {
                text = path(context.codingPath) + "\(underlying)"
            } else if context.codingPath.isEmpty, let data {
                text = wholeDocument(data) ?? context.debugDescription
            } else {
                text = path(context.codingPath) + context.debugDescription
            }
        default: text = "\(error)"
        }
        return String(text.prefix(300))
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        let path = codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? "" : path + ": "
    }

    /// The literal of a number Foundation's decoder found no Swift number for, from its (internal) error's one case.
    static func unrepresentable(_ error: any Error) -> String? {
        guard let child = Mirror(reflecting: error).children.first, child.label == "numberIsNotRepresentableInSwift" else {
            return nil
        }
        if let literal = child.value as? String { return literal }
        return Mirror(reflecting: child.value).children.first?.value as? String
    }

    /// What is wrong with the number `literal` where a whole number was expected.
    private static func number(_ literal: String) -> String {
        guard let value = Double(literal), value.isFinite else { return "the number \(literal) is too large" }
        if value.rounded() != value { return "\(literal) is not a whole number" }
        return "the number \(literal) is out of range (±\(Int.max) at most)"
    }

    /// Why a whole document failed that Foundation's decoder calls only "not valid JSON": the parser's own reason
    /// when it is no JSON, else the field holding a number that fits none.
    private static func wholeDocument(_ data: Data) -> String? {
        if let hunt = try? JSONDecoder().decode(NumberHunt.self, from: data) {
            return hunt.found.map { path($0.0) + number($0.1) }
        }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            return "not JSON: " + (reason ?? "\(error)")
        }
    }
}

/// Walks a JSON value reading every number as a whole number, to find the one that fits no Swift number.
private struct NumberHunt: Decodable {
    var found: ([any CodingKey], String)?

    init(from decoder: any Decoder) throws {
        found = Self.first(in: decoder, codingPath: [])
    }

    /// Where `literal` is, below `decoder`.
    static func path(of literal: String, in decoder: any Decoder) -> [any CodingKey]? {
        first(in: decoder, codingPath: decoder.codingPath, matching: literal)?.0
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    private struct Nested: DecodableWithConfiguration {
        var found: ([any CodingKey], String)?
        init(from decoder: any Decoder, configuration literal: String?) throws {
            found = NumberHunt.first(in: decoder, codingPath: decoder.codingPath, matching: literal)
        }
    }

    /// The first number below `decoder` that is no whole number Swift has (and is written `literal`, when given), with
    /// its path.
    fileprivate static func first(in decoder: any Decoder, codingPath: [any CodingKey], matching literal: String? = nil)
        -> ([any CodingKey], String)? {
        if let object = try? decoder.container(keyedBy: Key.self) {
            for key in object.allKeys {
                if let found = try? object.decode(Nested.self, forKey: key, configuration: literal).found { return found }
            }
            return nil
        }
        if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd {
                guard let nested = try? array.decode(Nested.self, configuration: literal) else { return nil }
                if let found = nested.found { return found }
            }
            return nil
        }
        guard let value = try? decoder.singleValueContainer() else { return nil }
        do {
            _ = try value.decode(Int.self)
            return nil
        } catch {
            guard let found = DecodingProblem.unrepresentable(error), literal == nil || found == literal else { return nil }
            return (codingPath, found)
        }
    }
}
