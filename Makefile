# layout-render: the two commands the README promises, and a few helpers.
#   make demo   renders the examples (until the renderer lands: builds and lists what is there)
#   make test   runs the whole test suite, then the "must not compile" checks
SHELL := /bin/bash
SWIFT ?= swift

.PHONY: demo test build bootstrap bench lint format

bootstrap:
	@bash Scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

demo: build
	@bash Scripts/demo.sh

test: bootstrap lint
	$(SWIFT) test
	@bash Scripts/check-compile-failures.sh

bench: bootstrap
	@bash Benchmarks/run.sh

lint:
	@bash Scripts/format.sh --lint

format:
	@bash Scripts/format.sh
