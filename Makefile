# layout-render: the two commands the README promises, and a few helpers.
#   make demo      renders every scene in Examples/ to out/examples
#   make test      runs the whole test suite, the "must not compile" checks, the sanitizer run of the PNG code, the
#                  adversarial run of the command, a link check of each library product on its own (with the team
#                  suite of Examples/SnapshotTestingSuite and the plugin) and the examples' snapshot check
#   make check     the daily loop: build, unit tests, the examples' snapshots
#   make sanitize  runs the PNG encoder and decoder over hostile files under AddressSanitizer and LeakSanitizer
#   make adversarial  runs the command against hostile scenes, concurrent runs and signals (Scripts/adversarial.sh)
#   make check-gallery  opens a rendered gallery in headless Chromium (installs it when missing)
#   make docs      regenerates the README's pictures in docs/images
#   make install   installs the command and its library under PREFIX (default /usr/local)
SHELL := /bin/bash
SWIFT ?= swift

PREFIX ?= /usr/local

.PHONY: demo test check build bootstrap bench lint format docs install check-examples sanitize adversarial check-gallery

bootstrap:
	@bash Scripts/bootstrap.sh

build: bootstrap
	$(SWIFT) build

demo: build
	@bash Scripts/demo.sh

test: bootstrap lint
	@bash Scripts/check-module-graph.sh
	$(SWIFT) build
	$(SWIFT) test
	@bash Scripts/check-compile-failures.sh
	@bash Scripts/check-warnings.sh
	@bash Scripts/sanitize.sh
	@bash Scripts/adversarial.sh
	@bash Scripts/check-products.sh
	@bash Scripts/check-shards.sh
	@$(MAKE) --no-print-directory check-examples
	@bash Scripts/check-installed.sh

# The daily loop: build, the unit tests and the examples' snapshots (a few minutes warm). `make test` is the full
# gate CI runs.
check: bootstrap lint
	$(SWIFT) build
	$(SWIFT) test
	@$(MAKE) --no-print-directory check-examples

sanitize: bootstrap
	@bash Scripts/sanitize.sh

adversarial: build
	@bash Scripts/adversarial.sh

# The gallery page in headless Chromium (installs it with apt-get when missing): every image must load.
check-gallery: build
	@bash Scripts/check-gallery.sh

# The examples against their references in Snapshots/Examples, and the UIKit idiom suite (view code written as
# apps write it) against Snapshots/UIKit: images and frame dumps (exit 3 on a mismatch).
check-examples: build
	"$$($(SWIFT) build --show-bin-path)/layout-render" check Examples --snapshots Snapshots/Examples -j 2
	"$$($(SWIFT) build --show-bin-path)/layout-render" check Examples/UIKit --snapshots Snapshots/UIKit -j 2

docs: build
	"$$($(SWIFT) build --show-bin-path)/layout-render" render Examples Examples/UIKit/ControlsGallery.swift Examples/UIKit/DrawnCard.swift \
	  -o docs/images -j 2 --smallest
	"$$($(SWIFT) build --show-bin-path)/layout-render" Examples/LoginYalta.swift Examples/ProfileCard.swift \
	  -o docs/images/debug --debug --smallest

install: bootstrap
	$(SWIFT) build -c release
	@bash Scripts/install.sh "$(PREFIX)"

bench: bootstrap
	@bash Benchmarks/run.sh
	@bash Benchmarks/render.sh
	@bash Benchmarks/command.sh

lint:
	@bash Scripts/format.sh --lint
	@bash Scripts/uikit-facade.sh --check
	@python3 Scripts/uikit-parity.py check
	@bash Scripts/check-unchecked.sh

format:
	@bash Scripts/format.sh
