# The README's two commands: `make run` and `make test`. Each installs what is missing first.
SHELL := /bin/bash
DEBIAN_PACKAGES := libsndfile1-dev libpulse-dev libsamplerate0-dev libebur128-dev tmux \
                   libhyphen-dev hyphen-ca hyphen-es hyphen-en-us \
                   pulseaudio pulseaudio-utils sox libsox-fmt-all espeak-ng \
                   pipewire pipewire-pulse pipewire-bin wireplumber dbus chromium postgresql curl time strace
SWIFT_FLAGS ?=
BANK ?= sounds/ca

FUZZ_TARGETS := manifest script config keys audio catalogue names
# `make fuzz` runs each target this long; `make test` (CI) runs each for FUZZ_TEST_SECONDS.
FUZZ_SECONDS ?= 300
FUZZ_TEST_SECONDS ?= 45

.PHONY: all deps build run test bench soak soak-server clean fuzz fuzz-build fuzz-run sanitize sanitize-build

all: build

# espeak-ng and libsox-fmt-all are for sounds/generate (the synthesized voices), not for playing; time measures the
# tests' peak memory.
# Installs only the Debian packages that are not there yet (apt-get as root, else via sudo).
deps:
	@missing=$$(for p in $(DEBIAN_PACKAGES); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	    echo "Installing missing Debian packages:" $$missing; \
	    sudo=$$( [ "$$(id -u)" -eq 0 ] || echo sudo ); \
	    $$sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build $(SWIFT_FLAGS)

run: build
	swift run $(SWIFT_FLAGS) educat

# Starts a private headless PulseAudio (null sink) and a private PostgreSQL cluster (for the school server's tests)
# for the tests and stops only those, then runs the
# audio integration tests again on a private PipeWire (pipewire-pulse), what most desktops serve today.
# The tests are XCTest only; without Swift Testing the run ends on XCTest's count, not on "0 tests".
# Then the fuzzers and ThreadSanitizer (`make fuzz`, `make sanitize`).
test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	Tests/with-pulseaudio Tests/with-postgres swift test --skip-build --disable-swift-testing $(SWIFT_FLAGS)
	Tests/with-pipewire swift test --skip-build --disable-swift-testing --filter IntegrationTests $(SWIFT_FLAGS)
	$(MAKE) fuzz-build
	@# The fuzzers run on one core for a fixed time each, so ThreadSanitizer's build takes the other meanwhile.
	@mkdir -p .build-tsan; $(MAKE) sanitize-build >.build-tsan/build.log 2>&1 & build=$$!; \
	    $(MAKE) fuzz-run FUZZ_SECONDS=$(FUZZ_TEST_SECONDS); fuzz=$$?; \
	    wait $$build; built=$$?; cat .build-tsan/build.log; [ $$fuzz -eq 0 ] && [ $$built -eq 0 ]
	$(MAKE) sanitize

# The engine's own benchmarks, then the server ones (latency, underruns, first clip, the kiosk) on each server.
bench: deps
	swift build -c release --product educat-bench
	swift build -c release --product educat
	Tests/with-pulseaudio .build/release/educat-bench
	Tests/with-pipewire .build/release/educat-bench latency underruns first-clip kiosk

# Ten minutes of 100k trigger lines and a key flood on a kiosk (release build, private PulseAudio, needs tmux);
# reports RSS after warm-up and at the end, and fails if either grew by 10 MiB or more. SOAK_SECONDS shortens it.
soak: deps
	swift build -c release --product educat
	Tests/with-pulseaudio Tests/soak .build/release/educat

# The school server under load and faults (the debug build `make test` makes, private PostgreSQL): SOAK_KIOSKS simulated kiosks play
# SOAK_GAMES games each and sync while the server is killed (-9) and restarted twice and PostgreSQL restarted once;
# fails unless the server then holds every game exactly once and its report's totals match the kiosks'. Prints the
# throughput (results/s) and the p99 delay from a game's end to its arrival in PostgreSQL.
SOAK_KIOSKS ?= 50
SOAK_GAMES ?= 1000
# Its figures are therefore a floor: the tests import modules @testable, which a release build would have to compile
# with -enable-testing throughout.
soak-server: deps
	swift build --build-tests
	EDUCAT_SOAK_KIOSKS=$(SOAK_KIOSKS) EDUCAT_SOAK_GAMES=$(SOAK_GAMES) EDUCAT_SOAK_RESTARTS=2 EDUCAT_SOAK_POSTGRES_RESTARTS=1 \
	    Tests/with-postgres swift test --skip-build --disable-swift-testing --filter ServerSoakTests

# libFuzzer with AddressSanitizer, in its own scratch path so the plain build is untouched (Tests/Fuzz/README.md).
# SwiftPM's --sanitize flags mark the build as a fuzzer (libFuzzer supplies main) and instrument the C++ of TOMLKit;
# the -Xswiftc flag is still needed because swiftc keeps only the last -sanitize it is given.
fuzz-build: deps
	swift build -c release --product educat-fuzz --scratch-path .build-fuzz --sanitize fuzzer --sanitize address \
	    -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

fuzz: fuzz-build
	$(MAKE) fuzz-run

# The fuzzers alone: `make test` runs them beside the TSan build, whose package graph (no server) must not be
# resolved at the same time as this one's.
fuzz-run:
	@status=0; for target in $(FUZZ_TARGETS); do Tests/Fuzz/run $$target $(FUZZ_SECONDS) || status=1; done; exit $$status

# ThreadSanitizer on the code that runs threads: the engine and its scheduler (the audio thread and the control side
# share queues and atomics), PulseOutput and the live commands (IntegrationTests), the kiosk loop (TerminalUITests, which
# run the TSan-built educat in tmux), the records store (RecordsTests, several processes at once) and the trigger.
# Every process writes its reports to .build-tsan/reports; any report fails. TSan slows educat 5-10x, so the kiosk
# tests wait 6 times longer for each screen so that they still drive it through its screens, and the tests that play
# through a live sound server (TSAN_REALTIME: every IntegrationTests class measures what the server played or
# captured, its onsets, latencies, levels, pace or wake-ups) and the trigger's memory bound (TSan's shadow memory)
# cannot be held to their numbers there: none of their assertions is judged (`make test` judges them all), but they
# must run to their end, so a crash in them fails. Every other test here must pass. Swift's crash handler starts swift-backtrace from inside
# its signal handler with clone(), which TSan takes for a fork it cannot follow there (a CHECK in ForkChildAfter, and a
# backtracer left waiting 30 s): SWIFT_BACKTRACE=enable=no lets a crash (the kiosk's crash test) end the process at once.
# The threads: the engine and its scheduler, PulseOutput, the kiosk loop in tmux (its screens are tested above), the
# records store and the trigger. The other tmux tests add only screens, at six times the wait under TSan.
TSAN_TESTS := AudioEngineTests|KioskTerminalTests|KioskLifetimeTests|RecordsTests|TriggerCommandTests
TSAN_REALTIME := IntegrationTests|TriggerCommandTests/testMemoryStaysBounded
# Left out there: minutes of offline rendering on one thread (a stream against a whole decode, loop seams; the feeder's
# live test stays) and the longest recordings (the recorder's capture thread stays in its other tests).
TSAN_SKIP := StreamedClipTests/test(AStreamedClipPlays|ALoopedStream|MusicLoops)|BankRecordTests/test(AClipOfEveryOtherKind|OnATerminalRedo)
TSAN_RUN := EDUCAT_WITHOUT_SERVER=1 SWIFT_BACKTRACE=enable=no EDUCAT_TEST_WAIT_SCALE=6 \
	TSAN_OPTIONS="log_path=$(CURDIR)/.build-tsan/reports/tsan suppressions=$(CURDIR)/Tests/tsan.supp" \
	Tests/with-pulseaudio swift test --skip-build --scratch-path .build-tsan --sanitize thread --disable-swift-testing \
	--skip '$(TSAN_SKIP)'

# The school server is left out of this build (EDUCAT_WITHOUT_SERVER, see Package.swift): no test here runs it.
sanitize-build: deps
	EDUCAT_WITHOUT_SERVER=1 swift build --build-tests --sanitize thread --scratch-path .build-tsan

sanitize: sanitize-build
	rm -rf .build-tsan/reports && mkdir -p .build-tsan/reports
	@# A crashed test process prints no end to its suite: that line is how the real-time run shows it ran through.
	$(TSAN_RUN) --filter '$(TSAN_TESTS)' --skip '$(TSAN_REALTIME)'; judged=$$?; \
	    $(TSAN_RUN) --filter '$(TSAN_REALTIME)' 2>&1 | tee .build-tsan/realtime.log; \
	    if ! grep -q "^Test Suite 'Selected tests' \(passed\|failed\) at" .build-tsan/realtime.log; then \
	        echo "sanitize: the live-server tests did not run to their end under ThreadSanitizer"; judged=1; \
	    elif grep -q "^Test Suite 'Selected tests' failed" .build-tsan/realtime.log; then \
	        echo "sanitize: live-server tests missed their numbers under ThreadSanitizer's slowdown (not judged here)"; fi; \
	    if ls .build-tsan/reports/tsan.* >/dev/null 2>&1; then cat .build-tsan/reports/tsan.*; \
	        echo "sanitize: ThreadSanitizer reports above"; judged=1; fi; \
	    exit $$judged

clean:
	rm -rf .build .build-fuzz .build-tsan
