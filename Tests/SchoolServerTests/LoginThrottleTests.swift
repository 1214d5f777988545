@testable import SchoolServer
import Synchronization
import XCTest

/// The login throttle in virtual time: free tries, a doubling wait, a lockout, one try at a time, forgetting.
final class LoginThrottleTests: XCTestCase {
    private final class VirtualClock: Sendable {
        let now = Mutex(ContinuousClock.now)
    }

    private let clock = VirtualClock()

    private func throttle() -> LoginThrottle {
        LoginThrottle { [clock] in clock.now.withLock { $0 } }
    }

    private func advance(_ duration: Duration) { clock.now.withLock { $0 += duration } }

    private func fail(_ throttle: LoginThrottle, _ address: String, times: Int) {
        for _ in 0..<times {
            XCTAssertEqual(throttle.start(address), .allowed)
            throttle.finish(address, succeeded: false)
        }
    }

    /// Fails `address` as soon as it may, until it is locked out.
    private func lockOut(_ throttle: LoginThrottle, _ address: String) {
        for failures in 0..<LoginThrottle.lockoutFailures {
            advance(LoginThrottle.wait(after: failures))
            fail(throttle, address, times: 1)
        }
    }

    func testFiveFreeFailuresThenADoublingWaitThenALockout() {
        let throttle = throttle()
        fail(throttle, "a", times: 5)
        XCTAssertEqual(throttle.start("a"), .wait(seconds: 1))
        advance(.seconds(1))
        fail(throttle, "a", times: 1)
        XCTAssertEqual(throttle.start("a"), .wait(seconds: 2))
        for failures in 6..<20 {
            advance(LoginThrottle.wait(after: failures))
            fail(throttle, "a", times: 1)
        }
        XCTAssertEqual(LoginThrottle.wait(after: 12), .seconds(60), "the wait grows to a minute at most")
        XCTAssertEqual(throttle.start("a"), .wait(seconds: 900), "locked for 15 minutes")
        XCTAssertEqual(throttle.start("b"), .allowed, "another address is not")
    }

    func testOneTryAtATimeFromAnAddressAndARightPasswordForgetsItsFailures() {
        let throttle = throttle()
        XCTAssertEqual(throttle.start("a"), .allowed)
        XCTAssertEqual(throttle.start("a"), .busy, "a second try while the first is checked")
        throttle.finish("a", succeeded: false)
        fail(throttle, "a", times: 3)
        XCTAssertEqual(throttle.start("a"), .allowed)
        XCTAssertEqual(throttle.finish("a", succeeded: true), 0)
        fail(throttle, "a", times: 5)
    }

    func testAPasswordThatCouldNotBeCheckedCountsForNothing() {
        let throttle = throttle()
        fail(throttle, "a", times: 4)
        for _ in 0..<10 {
            XCTAssertEqual(throttle.start("a"), .allowed)
            XCTAssertEqual(throttle.finish("a", succeeded: nil), 4, "the database did not answer")
        }
        fail(throttle, "a", times: 1)
        XCTAssertEqual(throttle.start("a"), .wait(seconds: 1))
    }

    func testAnAddressIsForgottenAnHourAfterItsLastFailure() {
        let throttle = throttle()
        lockOut(throttle, "a")
        XCTAssertEqual(throttle.start("a"), .wait(seconds: 900))
        advance(.seconds(3_601))
        fail(throttle, "a", times: 5)
    }

    func testAFloodOfAddressesKeepsTheTableBounded() {
        let throttle = throttle()
        for index in 0..<(LoginThrottle.largestTable * 2) { fail(throttle, "10.\(index >> 16).\(index >> 8 & 255).\(index & 255)", times: 1) }
        XCTAssertEqual(throttle.start("192.0.2.1"), .allowed, "a newcomer is still served")
        XCTAssertLessThanOrEqual(throttle.remembered, LoginThrottle.largestTable)
    }
}

/// The address a request is counted under: only an IP address, an IPv6 client by its /64.
final class ClientAddressTests: XCTestCase {
    func testAnAddressIsAnIPAddressAndAnIPv6ClientItsNetwork() {
        XCTAssertEqual(ServerContext.address("203.0.113.5"), "203.0.113.5")
        XCTAssertEqual(ServerContext.address("2001:db8:1:2:3:4:5:6"), "2001:db8:1:2::/64")
        XCTAssertEqual(ServerContext.address("2001:db8:1:2:ffff::9"), "2001:db8:1:2::/64", "one network, one client")
        XCTAssertEqual(ServerContext.address("::ffff:198.51.100.7"), "198.51.100.7")
        for text in ["evil\u{1B}[2J", "203.0.113.5 forged", "", "unknown", "999.1.1.1"] {
            XCTAssertNil(ServerContext.address(text), text.debugDescription)
        }
    }
}
