# vmgen.mk: regenerate view models before every build, with plain make (no build plugin).
#
#   VMGEN        = path/to/vmgen
#   VMGEN_SPECS  = $(shell find App/ViewModels -name '*.vmspec')
#   VMGEN_OUTPUT = App/Generated/ViewModels
#   include vmgen.mk
#   build: vmgen
#
# The step reruns when a spec or a vmgen.options file it may inherit changed, or was added, renamed or deleted,
# when vmgen itself changed, and when a file it generated was deleted or edited by hand (it restores it);
# otherwise make does nothing and vmgen does not start. vmgen then rewrites only the files whose content changed,
# so the compiler sees untouched files as unchanged. Paths must not contain spaces; a spec, options file or output
# folder whose path holds a character make or the shell would read as code ($ ` ; # % : ' " \ ( ) { } [ ] * ? | & < > ~)
# stops make with an error naming it, before anything runs; every path the recipes pass is single-quoted as well.
#
# It changes nothing outside its own rules: make's built-in rules and variables stay as they were, and the default
# goal stays the including Makefile's, wherever the include stands (a bare 'make' makes what it made before).
vmgen_saved_default_goal := $(.DEFAULT_GOAL)

VMGEN ?= vmgen
VMGEN_OUTPUT ?= Generated/ViewModels
VMGEN_FLAGS ?=
# Its state is one folder per output folder, .vmgen/ (vmgen's record and cache, and the step's lists and stamp):
# one .gitignore line, '.vmgen/'.
VMGEN_STATE := $(VMGEN_OUTPUT)/.vmgen
VMGEN_STAMP := $(VMGEN_STATE)/stamp
# What the last run read and wrote: its specs and the options files there were (.vmgen/specs) and its outputs
# (.vmgen/outputs, --output-list). Read without starting a process where make can (4.2 and later), with cat on
# older makes (macOS ships 3.81).
VMGEN_SPEC_LIST := $(VMGEN_STATE)/specs
VMGEN_LIST := $(VMGEN_STATE)/outputs
# The state files of vmgen.mk before 0.3, removed on the next run (vmgen itself moves its .vmgen-cache).
VMGEN_OLD_STATE := $(wildcard $(addprefix $(VMGEN_OUTPUT)/,.vmgen.stamp .vmgen.specs .vmgen.outputs))
ifneq ($(filter 3.% 4.0% 4.1%,$(MAKE_VERSION)),)
VMGEN_GENERATED := $(if $(wildcard $(VMGEN_LIST)),$(shell cat '$(VMGEN_LIST)'))
VMGEN_LAST_SPECS := $(if $(wildcard $(VMGEN_SPEC_LIST)),$(shell cat '$(VMGEN_SPEC_LIST)'))
else
VMGEN_GENERATED := $(strip $(file < $(VMGEN_LIST)))
VMGEN_LAST_SPECS := $(strip $(file < $(VMGEN_SPEC_LIST)))
endif
# The vmgen.options files a spec could inherit: one in its folder or any folder above it. vmgen stops at the first
# folder holding .git or .vmgen-root (without either, at the folder it runs in: this one); make looks all the way
# up, which only ever finds more. A stat per folder, no process.
vmgen_folders_up = $(if $(filter-out /,$1),$1 $(call vmgen_folders_up,$(patsubst %/,%,$(dir $1))))
VMGEN_OPTIONS_FILES := $(sort $(wildcard /vmgen.options \
  $(addsuffix /vmgen.options,$(call vmgen_folders_up,$(sort $(abspath $(dir $(VMGEN_SPECS))))))))
# The run's inputs: the specs and the options files there are. One added, renamed or deleted changes the list,
# whatever folder it was in, and reruns the step; one edited is newer than the stamp.
VMGEN_INPUTS := $(VMGEN_SPECS) $(VMGEN_OPTIONS_FILES)
# Paths make or the shell would read as code are refused, not run: checked here, before any rule uses them.
vmgen_hash := \#
vmgen_unsafe_characters := $$ ` ; $(vmgen_hash) % : ' " \ ( ) { } [ ] * ? | & < > ~
vmgen_unsafe = $(strip $(foreach p,$1,$(if $(strip $(foreach c,$(vmgen_unsafe_characters),$(findstring $c,$p))),$p)))
VMGEN_UNSAFE_PATHS := $(call vmgen_unsafe,$(VMGEN_INPUTS) $(VMGEN_OUTPUT))
ifneq ($(VMGEN_UNSAFE_PATHS),)
$(error vmgen.mk: refusing $(VMGEN_UNSAFE_PATHS): a spec, options file or output folder path must not hold any of \
  $(vmgen_unsafe_characters), which make or the shell would read as code; rename it)
endif
# A path single-quoted for the shell.
vmgen_quote = $(foreach p,$1,'$(subst ','\'',$p)')
VMGEN_SPECS_CHANGED := $(if $(strip $(filter-out $(VMGEN_INPUTS),$(VMGEN_LAST_SPECS))$(filter-out $(VMGEN_LAST_SPECS),$(VMGEN_INPUTS))),vmgen-specs-changed)
# vmgen itself: the file named, or the one on PATH.
VMGEN_BINARY := $(if $(wildcard $(VMGEN)),$(VMGEN),$(shell command -v $(VMGEN) 2>/dev/null))

.PHONY: vmgen vmgen-check vmgen-specs-changed

vmgen: $(VMGEN_STAMP)

$(VMGEN_STAMP): $(VMGEN_SPECS) $(VMGEN_OPTIONS_FILES) $(VMGEN_BINARY) $(VMGEN_GENERATED) $(VMGEN_SPECS_CHANGED)
	$(if $(VMGEN_OLD_STATE),@rm -f $(call vmgen_quote,$(VMGEN_OLD_STATE)))
	$(VMGEN) generate $(call vmgen_quote,$(VMGEN_SPECS)) --output $(call vmgen_quote,$(VMGEN_OUTPUT)) --prune --quiet \
	  --output-list $(call vmgen_quote,$(VMGEN_LIST)) $(VMGEN_FLAGS)
	@printf '%s\n' $(call vmgen_quote,$(VMGEN_INPUTS)) > $(call vmgen_quote,$(VMGEN_SPEC_LIST))
	@touch $(call vmgen_quote,$@)

# A generated file that is missing is no error: the rule above restores it. (Specs and options files are the
# stamp's own prerequisites: make does not rerun a rule for a prerequisite remade by an empty recipe whose file
# did not change, so a depfile of outputs on specs would not be enough.)
$(VMGEN_GENERATED): ;
# The specs and options files are sources: an explicit rule spares make a search of its built-in rules for a way to
# make each (what -r would do for every rule of the including Makefile too).
$(sort $(VMGEN_INPUTS)): ;

# For CI: fail when the checked-in generated files are not what the specs produce.
vmgen-check:
	$(VMGEN) generate $(call vmgen_quote,$(VMGEN_SPECS)) --output $(call vmgen_quote,$(VMGEN_OUTPUT)) --prune --check \
	  $(VMGEN_FLAGS)

# The including Makefile's default goal, as it was: empty lets make take its next target, as without this file.
.DEFAULT_GOAL := $(vmgen_saved_default_goal)
