# The README's two commands, `make run` and `make test`, and the deeper checks. Each installs what is missing first.
SHELL := /bin/bash
# What building and playing needs (libcurl's header: sync loads libcurl when it first sends); the window draws with
# SDL2, Pango and cairo, in DejaVu and Noto's colour emoji, and a bank's SVG pictures with librsvg.
RUN_PACKAGES := libsndfile1-dev libpulse-dev libsamplerate0-dev libebur128-dev libhyphen-dev hyphen-ca hyphen-es hyphen-en-us \
                libcurl4-openssl-dev libsdl2-dev libpango1.0-dev libcairo2-dev librsvg2-dev fonts-dejavu-core fonts-noto-color-emoji
# What the tests add: the servers they start (PulseAudio, PipeWire, PostgreSQL), the tools they measure with, and
# espeak-ng and libsox-fmt-all for sounds/generate (the synthesized voices); time measures peak memory.
TEST_PACKAGES := $(RUN_PACKAGES) tmux pulseaudio pulseaudio-utils sox libsox-fmt-all espeak-ng \
                 pipewire pipewire-pulse pipewire-bin wireplumber dbus chromium postgresql curl time strace stress \
                 xvfb xdotool nginx-light openssl
SWIFT_FLAGS ?=
BANK ?= sounds/ca
# What `make deb` adds: dpkg-shlibdeps and lintian, strip. What `make package-test` adds: debootstrap, and sox to measure.
DEB_TOOLS := dpkg-dev lintian binutils xz-utils
PACKAGE_TEST_TOOLS := $(DEB_TOOLS) debootstrap sox

# The version and commit `educat --version` reports (Package.swift's buildInfo): the Debian changelog's and git's.
export EDUCAT_VERSION ?= $(shell sed -n '1s/^[^(]*(\([^)]*\)).*/\1/p' deploy/debian/changelog)
export EDUCAT_COMMIT ?= $(shell git rev-parse --short HEAD 2>/dev/null)

FUZZ_TARGETS := manifest script config keys audio catalogue names reply batch
# `make fuzz` and `make check` run each target this long; `make test` (CI) runs each for FUZZ_TEST_SECONDS.
FUZZ_SECONDS ?= 300
FUZZ_TEST_SECONDS ?= 20

# The tiers (Tests/README.md). The unit tier is every test target but these, run in process and in parallel.
INTEGRATION_TESTS := CommandLineTests|KioskTests|SchoolServerTests|SoundServerTests
# The sound-server tests `make test` runs on PipeWire instead of PulseAudio: those whose names, latencies or wake-ups
# differ between the two. `make check` runs every sound-server test on both.
PIPEWIRE_TESTS := SoundServerTests.(DevicesCommandTests|PulseOutputPlaybackTests|DeepBufferTests|KioskIdleTests|FirstCueTests)
# The deep tier's tests, which only `make check` runs: minutes of rendering or recording whose shorter siblings
# `make test` runs (a streamed render's memory over 2 minutes beside this one's 10; the recorder's other takes).
DEEP_TESTS := RenderLengthTests/testPlayingATenMinuteFile|BankRecordTests/test(AClipOfEveryOtherKind|OnATerminalRedo)
TEST := swift test --skip-build --disable-swift-testing $(SWIFT_FLAGS)
# The unit tier sees no sound server, not even a desktop's.
UNIT_RUN := PULSE_SERVER=unix:/nonexistent $(TEST) --parallel --skip '$(INTEGRATION_TESTS)'
# The sound-server tests measure what the server plays, one at a time; the others run three at a time.
SERIAL_TESTS := SoundServerTests

.PHONY: all deps test-deps deb-deps package-test-deps deb package-test build run test test-unit test-integration check bench soak soak-server soak-server-release clean \
	fuzz fuzz-build fuzz-run sanitize sanitize-build sanitize-all sanitize-all-build unit-tier integration-tier \
	integration-parallel sound-servers sanitize-run

all: build

# Installs only the Debian packages that are not there yet (apt-get as root, else via sudo).
deps test-deps deb-deps package-test-deps:
	@missing=$$(for p in $(or $(if $(filter test-deps,$@),$(TEST_PACKAGES)),$(if $(filter deb-deps,$@),$(RUN_PACKAGES) $(DEB_TOOLS)),\
	    $(if $(filter package-test-deps,$@),$(RUN_PACKAGES) $(PACKAGE_TEST_TOOLS)),$(RUN_PACKAGES)); do \
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

# CI: the unit and integration tiers, ThreadSanitizer on the engine and the conductor, and every fuzzer for
# FUZZ_TEST_SECONDS; each phase is timed and the times are printed at the end (Tests/phase).
test:
	@Tests/phase --start
	@Tests/phase deps $(MAKE) -s test-deps
	@Tests/phase build swift build --build-tests $(SWIFT_FLAGS)
	@Tests/phase unit $(MAKE) -s unit-tier
	@Tests/phase integration $(MAKE) -s integration-parallel
	@# The sound-server tests mostly wait on the server, one at a time: meanwhile the fuzzers are built and run two at
	@# a time, and ThreadSanitizer is built. Those tests hold on a busy machine.
	@Tests/phase sound-servers+fuzz bash -c '{ $(MAKE) -s fuzz-build FUZZ_CONFIG=debug && { \
	    $(MAKE) -s sanitize-build >.build/tsan-build.log 2>&1 & built=$$!; \
	    $(MAKE) -s fuzz-run FUZZ_CONFIG=debug FUZZ_SECONDS=$(FUZZ_TEST_SECONDS) FUZZ_JOBS=2; fuzzed=$$?; \
	    wait $$built || { cat .build/tsan-build.log; exit 1; }; exit $$fuzzed; }; } >.build/fuzz.log 2>&1 & \
	    background=$$!; $(MAKE) -s sound-servers; tests=$$?; wait $$background; done=$$?; \
	    cat .build/fuzz.log; [ $$tests -eq 0 ] && [ $$done -eq 0 ]'
	@Tests/phase tsan $(MAKE) -s sanitize-run
	@Tests/phase --summary

# One tier alone, built first. Run one test: Tests/README.md.
test-unit: test-deps
	swift build --build-tests $(SWIFT_FLAGS)
	$(MAKE) -s unit-tier

test-integration: test-deps
	swift build --build-tests $(SWIFT_FLAGS)
	$(MAKE) -s integration-tier

unit-tier:
	$(UNIT_RUN)

integration-tier: integration-parallel sound-servers

# Against a private PulseAudio and PostgreSQL, three at a time: the kiosk's tests mostly wait on its screens.
integration-parallel:
	Tests/with-pulseaudio Tests/with-postgres $(TEST) --parallel --num-workers 3 --filter '$(INTEGRATION_TESTS)' \
	    --skip '$(SERIAL_TESTS)|$(DEEP_TESTS)'

# One at a time on a private PulseAudio, then the PipeWire share on a private PipeWire (pipewire-pulse).
sound-servers:
	Tests/with-pulseaudio $(TEST) --filter '$(SERIAL_TESTS)' --skip '$(PIPEWIRE_TESTS)|$(DEEP_TESTS)'
	Tests/with-pipewire $(TEST) --filter '$(PIPEWIRE_TESTS)'

# The deep tier: what `make test` leaves out, each in full. The long renders and recordings, every sound-server test on
# PipeWire too, the whole suite under ThreadSanitizer, every fuzzer for FUZZ_SECONDS (two at a time), short soaks, and
# the Debian packages installed into a fresh Debian 12 root.
check: test-deps
	@Tests/phase --start
	@Tests/phase build swift build --build-tests $(SWIFT_FLAGS)
	@Tests/phase deep-tests Tests/with-pulseaudio $(TEST) --filter '$(DEEP_TESTS)'
	@Tests/phase pipewire Tests/with-pipewire $(TEST) --filter SoundServerTests
	@Tests/phase tsan-all $(MAKE) -s sanitize-all
	@Tests/phase fuzz $(MAKE) -s fuzz FUZZ_JOBS=2
	@Tests/phase soak $(MAKE) -s soak SOAK_SECONDS=$(CHECK_SOAK_SECONDS) SOAK_WARMUP=$(CHECK_SOAK_WARMUP)
	@Tests/phase soak-server $(MAKE) -s soak-server SOAK_KIOSKS=10 SOAK_GAMES=100
	@Tests/phase package-test $(MAKE) -s package-test
	@Tests/phase --summary
CHECK_SOAK_SECONDS ?= 120
CHECK_SOAK_WARMUP ?= 90

# The Debian packages, in .build-deb: the three programs built for release with the Swift runtime linked in (so the
# school needs no Swift), their man pages from swift-argument-parser's generate-manual, packed by
# deploy/debian/build-packages, then checked by lintian, which must find no error.
RELEASE_BUILD := swift build -c release --static-swift-stdlib --scratch-path .build-release
deb: deb-deps
	$(RELEASE_BUILD) --product educat
	$(RELEASE_BUILD) --product educat-window
	$(RELEASE_BUILD) --product educat-server
	$(RELEASE_BUILD) --product generate-manual
	deploy/debian/build-packages .build-release/release .build-deb
	lintian --fail-on error .build-deb/*.deb

# The packages installed into a fresh Debian 12 root and used there (Tests/package-test; needs root and the network).
package-test: deb package-test-deps
	Tests/package-test .build-deb

# The engine's own benchmarks, then the server ones (latency, underruns, first clip, the kiosk) on each server.
bench: test-deps
	swift build -c release --product educat-bench
	swift build -c release --product educat
	swift build -c release --product educat-window
	Tests/with-pulseaudio .build/release/educat-bench
	Tests/with-pipewire .build/release/educat-bench latency underruns first-clip kiosk window

# Ten minutes of 100k trigger lines and a key flood on a kiosk (release build, private PulseAudio, needs tmux);
# reports RSS after warm-up and at the end, and fails if either grew by 10 MiB or more. SOAK_SECONDS shortens it.
soak: test-deps
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
soak-server: test-deps
	swift build --build-tests
	EDUCAT_TEST_SOAK_KIOSKS=$(SOAK_KIOSKS) EDUCAT_TEST_SOAK_GAMES=$(SOAK_GAMES) EDUCAT_TEST_SOAK_RESTARTS=2 EDUCAT_TEST_SOAK_POSTGRES_RESTARTS=1 \
	    Tests/with-postgres swift test --skip-build --disable-swift-testing --filter ServerSoakTests

# The same soak against a release build of the server (the kiosks stay the test's), then pgbench's TPC-B-like run on
# the same private cluster with as many clients, for 30 s: the reference the server's figures are read against.
soak-server-release: test-deps
	swift build --build-tests
	swift build -c release --product educat-server
	EDUCAT_TEST_SERVER=.build/release/educat-server EDUCAT_TEST_SOAK_KIOSKS=$(SOAK_KIOSKS) EDUCAT_TEST_SOAK_GAMES=$(SOAK_GAMES) \
	    EDUCAT_TEST_SOAK_RESTARTS=2 EDUCAT_TEST_SOAK_POSTGRES_RESTARTS=1 Tests/with-postgres bash -c '\
	    swift test --skip-build --disable-swift-testing --filter ServerSoakTests || exit 1; \
	    psql -X -q -d "$$EDUCAT_TEST_DATABASE_URL" -c "CREATE DATABASE educat_pgbench" && \
	    url=$$(echo "$$EDUCAT_TEST_DATABASE_URL" | sed "s|/postgres?|/educat_pgbench?|") && \
	    pgbench -q -i -s 10 "$$url" >/dev/null 2>&1 && \
	    pgbench -n -c $(SOAK_KIOSKS) -j 2 -T 30 "$$url" 2>/dev/null | grep -E "^(tps|latency)" | sed "s/^/pgbench reference: /"'

# libFuzzer with AddressSanitizer, in its own scratch path so the plain build is untouched (Tests/Fuzz/README.md).
# SwiftPM's --sanitize flags mark the build as a fuzzer (libFuzzer supplies main) and instrument the C++ of TOMLKit;
# the -Xswiftc flag is still needed because swiftc keeps only the last -sanitize it is given. The school server is
# left out (EDUCAT_BUILD=kiosk, see Package.swift): nothing fuzzed here runs it. `make test` builds it in debug, in half
# the time, for its short runs; `make fuzz` in release, several times faster per input.
FUZZ_CONFIG ?= release
fuzz-build: deps
	EDUCAT_BUILD=kiosk swift build -c $(FUZZ_CONFIG) --product educat-fuzz --scratch-path .build-fuzz \
	    --sanitize fuzzer --sanitize address -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING

fuzz: fuzz-build
	$(MAKE) fuzz-run

# FUZZ_JOBS targets at a time, each on one core.
FUZZ_JOBS ?= 1
fuzz-run:
	@printf '%s\n' $(FUZZ_TARGETS) | FUZZ_CONFIG=$(FUZZ_CONFIG) xargs -P $(FUZZ_JOBS) -I{} Tests/Fuzz/run {} $(FUZZ_SECONDS)

# ThreadSanitizer. Every process writes its reports to .build-tsan*/reports; any report fails. Swift's crash handler
# starts swift-backtrace from inside its signal handler with clone(), which TSan takes for a fork it cannot follow there
# (a CHECK in ForkChildAfter, and a backtracer left waiting 30 s): SWIFT_BACKTRACE=enable=no lets a crash (the kiosk's
# crash test) end the process at once.
TSAN_ENV = SWIFT_BACKTRACE=enable=no TSAN_OPTIONS="log_path=$(CURDIR)/$(1)/reports/tsan suppressions=$(CURDIR)/Tests/tsan.supp"
# Fails when a run left reports.
TSAN_REPORTS = if ls $(1)/reports/tsan.* >/dev/null 2>&1; then cat $(1)/reports/tsan.*; \
	echo "sanitize: ThreadSanitizer reports above"; exit 1; fi

# `make test`'s: the engine and its scheduler (the audio thread and the control side share queues and atomics) and the
# conductor, built alone (EDUCAT_BUILD=engine, see Package.swift). Left to `make check`'s run: minutes of offline
# rendering on one thread (a stream against a whole decode, loop seams, music loops; the feeder's live test stays).
TSAN_SKIP := StreamedClipTests/test(AStreamedClipPlays|ALoopedStream|MusicLoops)
sanitize-build: deps
	EDUCAT_BUILD=engine swift build --build-tests --sanitize thread --scratch-path .build-tsan

sanitize: sanitize-build
	$(MAKE) -s sanitize-run

sanitize-run:
	rm -rf .build-tsan/reports && mkdir -p .build-tsan/reports
	EDUCAT_BUILD=engine $(call TSAN_ENV,.build-tsan) swift test --skip-build --scratch-path .build-tsan --sanitize thread \
	    --disable-swift-testing --parallel --skip '$(TSAN_SKIP)'
	@$(call TSAN_REPORTS,.build-tsan)

# `make check`'s: every test but the school server's under ThreadSanitizer, the kiosk loop in tmux and the live commands
# included. TSan slows educat 5-10x, so the kiosk tests wait 6 times longer for each screen so that they still drive it
# through its screens, and the tests that play through a live sound server (TSAN_REALTIME: every SoundServerTests class
# measures what the server played or captured, its onsets, latencies, levels, pace or wake-ups) and the memory bounds
# of the trigger and of long renders (TSan's shadow memory) cannot be held to their numbers there: none of their
# assertions is judged (the tiers judge them all), but they must run to their end, so a crash in them fails. Every
# other test must pass.
TSAN_REALTIME := SoundServerTests|TriggerBoundsTests/testMemoryStaysBounded|RenderLengthTests/test(AStreamedRender|PlayingATenMinute)
TSAN_ALL_RUN := EDUCAT_BUILD=kiosk EDUCAT_TEST_WAIT_SCALE=6 $(call TSAN_ENV,.build-tsan-all) Tests/with-pulseaudio \
	swift test --skip-build --scratch-path .build-tsan-all --sanitize thread --disable-swift-testing

sanitize-all-build: deps
	EDUCAT_BUILD=kiosk swift build --build-tests --sanitize thread --scratch-path .build-tsan-all

sanitize-all: sanitize-all-build
	rm -rf .build-tsan-all/reports && mkdir -p .build-tsan-all/reports
	@# A crashed test process prints no end to its suite: that line is how the real-time run shows it ran through.
	$(TSAN_ALL_RUN) --parallel --skip '$(TSAN_REALTIME)'; judged=$$?; \
	    $(TSAN_ALL_RUN) --filter '$(TSAN_REALTIME)' 2>&1 | tee .build-tsan-all/realtime.log; \
	    if ! grep -q "^Test Suite 'Selected tests' \(passed\|failed\) at" .build-tsan-all/realtime.log; then \
	        echo "sanitize: the live-server tests did not run to their end under ThreadSanitizer"; judged=1; \
	    elif grep -q "^Test Suite 'Selected tests' failed" .build-tsan-all/realtime.log; then \
	        echo "sanitize: live-server tests missed their numbers under ThreadSanitizer's slowdown (not judged here)"; fi; \
	    [ $$judged -eq 0 ]
	@$(call TSAN_REPORTS,.build-tsan-all)

clean:
	rm -rf .build .build-fuzz .build-tsan .build-tsan-all
