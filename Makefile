# vmgen's own build steps. No implicit rules or built-in variables: make starts instantly.
MAKEFLAGS += -rR
.SUFFIXES:

SWIFT ?= swift
CONFIG ?= release
VMGEN := .build/$(CONFIG)/vmgen
# Every framework a fixture has goldens for; one folder of goldens each. Without a framework only the styles
# it supports apply (`--style all`); the others take the spec's own styles. The async framework has no test support yet.
FRAMEWORKS := rxswift rxcocoa reactiveswift combine closures async
SPECS := $(wildcard Fixtures/*/*.vmspec)

.PHONY: all build release archive install uninstall generate check test ci bench clean

all: build

build:
	$(SWIFT) build -c $(CONFIG) --product vmgen

## The release binary. On Linux the Swift standard library is linked in statically, so the binary runs on a
## machine without a Swift toolchain (it needs only libc, libm, libstdc++ and libgcc_s); Apple platforms ship
## the Swift runtime with the OS.
RELEASE_SCRATCH := .build-release
RELEASE_BINARY := $(RELEASE_SCRATCH)/release/vmgen
STATIC_STDLIB := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib)
VERSION = $(shell $(RELEASE_BINARY) --version | cut -d' ' -f2)
ARCHIVE = vmgen-$(VERSION)-$(shell uname -s | tr A-Z a-z)-$(shell uname -m).tar.gz

release:
	$(SWIFT) build -c release --product vmgen $(STATIC_STDLIB) --scratch-path $(RELEASE_SCRATCH)

## A release archive: bin/vmgen and share/vmgen (the build-step templates), to unpack under a prefix.
archive: release
	rm -rf $(RELEASE_SCRATCH)/archive && mkdir -p $(RELEASE_SCRATCH)/archive/bin $(RELEASE_SCRATCH)/archive/share/vmgen
	cp $(RELEASE_BINARY) $(RELEASE_SCRATCH)/archive/bin/
	cp Templates/* $(RELEASE_SCRATCH)/archive/share/vmgen/
	tar -czf $(ARCHIVE) -C $(RELEASE_SCRATCH)/archive bin share
	@echo "$(ARCHIVE)"

## make install [PREFIX=/usr/local] [DESTDIR=...]: the release binary and the build-step templates.
## INSTALL_BINARY names an already built binary to install instead of building the release one.
PREFIX ?= /usr/local
INSTALL_BINARY ?= $(RELEASE_BINARY)

install: $(if $(filter $(RELEASE_BINARY),$(INSTALL_BINARY)),release)
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/vmgen"
	install -m 755 "$(INSTALL_BINARY)" "$(DESTDIR)$(PREFIX)/bin/vmgen"
	install -m 644 Templates/vmgen.mk "$(DESTDIR)$(PREFIX)/share/vmgen/"
	install -m 755 Templates/vmgen-xcode.sh "$(DESTDIR)$(PREFIX)/share/vmgen/"
	install -m 644 Templates/vmgen.bzl "$(DESTDIR)$(PREFIX)/share/vmgen/"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/vmgen"
	rm -rf "$(DESTDIR)$(PREFIX)/share/vmgen"

## Regenerate the goldens of every example, in every style and framework, and their test support.
generate: build
	@for spec in $(SPECS); do \
	  example=$$(dirname $$spec); \
	  for framework in $(FRAMEWORKS); do \
	    $(VMGEN) generate $$spec --framework $$framework $$( [ $$framework = closures ] && echo --style all,observable,published ) \
	      --prune --quiet --no-cache \
	      --output $$example/$$framework/Generated || exit 1; \
	    [ $$framework = async ] && continue; \
	    $(VMGEN) generate $$spec --framework $$framework $$( [ $$framework = closures ] && echo --style all,observable,published ) \
	      --prune --quiet --no-cache --tests \
	      --output $$example/$$framework/GeneratedTests || exit 1; \
	  done; \
	done

## Fail when a golden is stale, missing, or no longer generated (what CI runs).
check: build
	@for spec in $(SPECS); do \
	  example=$$(dirname $$spec); \
	  for framework in $(FRAMEWORKS); do \
	    $(VMGEN) generate $$spec --framework $$framework $$( [ $$framework = closures ] && echo --style all,observable,published ) \
	      --prune --check --no-cache \
	      --output $$example/$$framework/Generated || exit 1; \
	    [ $$framework = async ] && continue; \
	    $(VMGEN) generate $$spec --framework $$framework $$( [ $$framework = closures ] && echo --style all,observable,published ) \
	      --prune --check --no-cache --tests \
	      --output $$example/$$framework/GeneratedTests || exit 1; \
	  done; \
	done
	@echo "vmgen: every golden is up to date"

test:
	$(SWIFT) test

ci:
	bash .ci/run

clean:
	rm -rf .build $(RELEASE_SCRATCH)
