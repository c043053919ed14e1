# vmgen.mk: regenerate view models before every build, with plain make (no build plugin).
#
#   VMGEN        = path/to/vmgen
#   VMGEN_SPECS  = $(shell find App/ViewModels -name '*.vmspec')
#   VMGEN_OUTPUT = App/Generated/ViewModels
#   include vmgen.mk
#   build: vmgen
#
# The step reruns only when a spec, a folder of specs or vmgen itself changed; vmgen then rewrites only the
# files whose content changed, so the compiler sees untouched files as unchanged.
MAKEFLAGS += -rR

VMGEN ?= vmgen
VMGEN_OUTPUT ?= Generated/ViewModels
VMGEN_FLAGS ?=
VMGEN_STAMP := $(VMGEN_OUTPUT)/.vmgen.stamp

.PHONY: vmgen vmgen-check

vmgen: $(VMGEN_STAMP)

# Folders are prerequisites too, so that deleting or adding a spec reruns the step (--prune removes its files).
$(VMGEN_STAMP): $(VMGEN_SPECS) $(sort $(dir $(VMGEN_SPECS))) $(wildcard $(VMGEN))
	$(VMGEN) generate $(VMGEN_SPECS) --output $(VMGEN_OUTPUT) --prune --quiet \
	  --depfile $(VMGEN_OUTPUT)/.vmgen.d $(VMGEN_FLAGS)
	@touch $@

# For CI: fail when the checked-in generated files are not what the specs produce.
vmgen-check:
	$(VMGEN) generate $(VMGEN_SPECS) --output $(VMGEN_OUTPUT) --prune --check $(VMGEN_FLAGS)
