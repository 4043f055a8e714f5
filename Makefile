# obsgen — build, install and check.
#
#   make                 same as `make build`
#   make build           swift build -c release  ->  .build/release/obsgen
#   make install         copy it to $(PREFIX)/bin (default PREFIX=/usr/local)
#   make install PREFIX=$$HOME/.local
#   make uninstall       remove $(PREFIX)/bin/obsgen
#   make test            swift test
#   make example         build, generate, run and check Fixtures/ExampleApp (Scripts/example-app.sh)
#
# DESTDIR is honoured for packagers: make install DESTDIR=/tmp/stage PREFIX=/usr

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
SWIFT  ?= swift
# Extra flags for the release build, e.g. SWIFTFLAGS=--static-swift-stdlib on Linux for a
# binary that runs without the Swift toolchain installed.
SWIFTFLAGS ?=
INSTALL ?= install

RELEASE_BIN := .build/release/obsgen

.PHONY: all build install uninstall test example clean

all: build

build:
	$(SWIFT) build -c release --product obsgen $(SWIFTFLAGS)

install: build
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)"
	$(INSTALL) -m 0755 "$(RELEASE_BIN)" "$(DESTDIR)$(BINDIR)/obsgen"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/obsgen"

test:
	$(SWIFT) test

example:
	bash Scripts/example-app.sh

clean:
	$(SWIFT) package clean
