# vmgen's own build steps. No implicit rules or built-in variables: make starts instantly.
MAKEFLAGS += -rR
.SUFFIXES:

SWIFT ?= swift
CONFIG ?= release
VMGEN := .build/$(CONFIG)/vmgen
# Every framework a fixture has goldens for; one folder of goldens each. Without a framework only the styles
# it supports apply (`--style all`); the others take the spec's own styles.
FRAMEWORKS := rxswift rxcocoa reactiveswift combine closures
SPECS := $(wildcard Fixtures/*/*.vmspec)

.PHONY: all build generate check test ci bench clean

all: build

build:
	$(SWIFT) build -c $(CONFIG) --product vmgen

## Regenerate the goldens of every example, in every style and framework.
generate: build
	@for spec in $(SPECS); do \
	  example=$$(dirname $$spec); \
	  for framework in $(FRAMEWORKS); do \
	    $(VMGEN) generate $$spec --framework $$framework $$( [ $$framework = closures ] && echo --style all ) \
	      --prune --quiet --no-cache \
	      --output $$example/$$framework/Generated || exit 1; \
	  done; \
	done

## Fail when a golden is stale, missing, or no longer generated (what CI runs).
check: build
	@for spec in $(SPECS); do \
	  example=$$(dirname $$spec); \
	  for framework in $(FRAMEWORKS); do \
	    $(VMGEN) generate $$spec --framework $$framework $$( [ $$framework = closures ] && echo --style all ) \
	      --prune --check --no-cache \
	      --output $$example/$$framework/Generated || exit 1; \
	  done; \
	done
	@echo "vmgen: every golden is up to date"

test:
	$(SWIFT) test

ci:
	bash .ci/run

clean:
	rm -rf .build
