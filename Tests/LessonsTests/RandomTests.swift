import XCTest
@testable import Lessons

final class RandomTests: XCTestCase {
    func testSameSeedGivesSameSequenceAndOtherSeedsDiffer() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        var other = SplitMix64(seed: 43)
        let a = (0..<100).map { _ in first.next() }
        XCTAssertEqual(a, (0..<100).map { _ in second.next() })
        XCTAssertNotEqual(a, (0..<100).map { _ in other.next() })
    }

    func testPickerNeverRepeatsAndReachesEveryIndex() {
        var random = SplitMix64(seed: 7)
        for count in [2, 3, 5, 26] {
            var picker = NoRepeatPicker()
            var previous = -1
            var seen = Set<Int>()
            for _ in 0..<5000 {
                let index = picker.pick(from: count, using: &random)
                XCTAssertNotEqual(index, previous)
                XCTAssertTrue((0..<count).contains(index))
                seen.insert(index)
                previous = index
            }
            XCTAssertEqual(seen.count, count)
        }
    }

    func testPickerWithOneOrNoChoicesGivesZero() {
        var random = SplitMix64(seed: 7)
        var picker = NoRepeatPicker()
        XCTAssertEqual(picker.pick(from: 1, using: &random), 0)
        XCTAssertEqual(picker.pick(from: 1, using: &random), 0)
        XCTAssertEqual(picker.pick(from: 0, using: &random), 0)
    }

    func testPickerCopesWithAGroupThatShrank() {
        var random = SplitMix64(seed: 9)
        var picker = NoRepeatPicker()
        while picker.pick(from: 10, using: &random) < 5 {}
        XCTAssertTrue((0..<3).contains(picker.pick(from: 3, using: &random)))
    }
}
