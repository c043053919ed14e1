# vmgen.mk: regenerate view models before every build, with plain make (no build plugin).
#
#   VMGEN        = path/to/vmgen
#   VMGEN_SPECS  = $(shell find App/ViewModels -name '*.vmspec')
#   VMGEN_OUTPUT = App/Generated/ViewModels
#   include vmgen.mk
#   build: vmgen
#
# The step reruns when a spec, a folder of specs or vmgen itself changed, and when a file it generated was
# deleted or edited by hand (it restores it); otherwise make does nothing and vmgen does not start. vmgen then
# rewrites only the files whose content changed, so the compiler sees untouched files as unchanged.
# Paths must not contain spaces (make cannot name them as prerequisites).
MAKEFLAGS += -rR

VMGEN ?= vmgen
VMGEN_OUTPUT ?= Generated/ViewModels
VMGEN_FLAGS ?=
VMGEN_STAMP := $(VMGEN_OUTPUT)/.vmgen.stamp
# The files the last run generated, as vmgen listed them (--output-list): read without starting a process where
# make can (4.2 and later), with cat on older makes (macOS ships 3.81).
VMGEN_LIST := $(VMGEN_OUTPUT)/.vmgen.outputs
ifneq ($(filter 3.% 4.0% 4.1%,$(MAKE_VERSION)),)
VMGEN_GENERATED := $(if $(wildcard $(VMGEN_LIST)),$(shell cat '$(VMGEN_LIST)'))
else
VMGEN_GENERATED := $(strip $(file < $(VMGEN_LIST)))
endif

.PHONY: vmgen vmgen-check

vmgen: $(VMGEN_STAMP)

# Folders are prerequisites too, so that deleting or adding a spec reruns the step (--prune removes its files);
# so are the generated files, so that one deleted or edited by hand reruns it.
$(VMGEN_STAMP): $(VMGEN_SPECS) $(sort $(dir $(VMGEN_SPECS))) $(wildcard $(VMGEN)) $(VMGEN_GENERATED)
	$(VMGEN) generate $(VMGEN_SPECS) --output $(VMGEN_OUTPUT) --prune --quiet \
	  --output-list $(VMGEN_LIST) $(VMGEN_FLAGS)
	@touch $@

# A generated file that is missing is no error: the rule above restores it.
$(VMGEN_GENERATED): ;

# For CI: fail when the checked-in generated files are not what the specs produce.
vmgen-check:
	$(VMGEN) generate $(VMGEN_SPECS) --output $(VMGEN_OUTPUT) --prune --check $(VMGEN_FLAGS)
