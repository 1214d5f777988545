# The README's two commands: `make run` and `make test`. Each installs what is missing first.
SHELL := /bin/bash
DEBIAN_PACKAGES := libsndfile1-dev libpulse-dev libsamplerate0-dev libebur128-dev \
                   pulseaudio pulseaudio-utils sox \
                   pipewire pipewire-pulse pipewire-bin wireplumber dbus
SWIFT_FLAGS ?=
BANK ?= sounds/ca

.PHONY: all deps build run test bench soak clean

all: build

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

# Starts a private headless PulseAudio (null sink) for the tests and stops only that one, then runs the
# audio integration tests again on a private PipeWire (pipewire-pulse), what most desktops serve today.
# The tests are XCTest only; without Swift Testing the run ends on XCTest's count, not on "0 tests".
test: deps
	swift build --build-tests $(SWIFT_FLAGS)
	Tests/with-pulseaudio swift test --skip-build --disable-swift-testing $(SWIFT_FLAGS)
	Tests/with-pipewire swift test --skip-build --disable-swift-testing --filter IntegrationTests $(SWIFT_FLAGS)

bench: deps
	swift build -c release --product educat-bench
	Tests/with-pulseaudio .build/release/educat-bench

# Ten minutes of 100k trigger lines and a key flood on a kiosk (release build, private PulseAudio, needs tmux);
# reports RSS after warm-up and at the end, and fails if either grew by 10 MiB or more. SOAK_SECONDS shortens it.
soak: deps
	swift build -c release --product educat
	Tests/with-pulseaudio Tests/soak .build/release/educat

clean:
	rm -rf .build
