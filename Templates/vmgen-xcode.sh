#!/bin/sh
# vmgen-xcode.sh: regenerate view models in an Xcode Run Script build phase, with user script sandboxing on
# (ENABLE_USER_SCRIPT_SANDBOXING = YES, the default since Xcode 15).
#
# The phase, placed before "Compile Sources":
#   Shell:              /bin/sh
#   Script:             "${SRCROOT}/Tools/vmgen-xcode.sh"      (this file, committed or installed)
#   Input File Lists:   $(SRCROOT)/vmgen-inputs.xcfilelist     (the specs and vmgen.options files)
#   Output File Lists:  $(SRCROOT)/vmgen-outputs.xcfilelist    (the generated files)
#   Based on dependency analysis: on (Xcode then skips the phase when no input changed)
# Build settings (or exports before the call):
#   VMGEN_OUTPUT   the folder of generated files, as given to 'vmgen filelists' (required)
#   VMGEN          the vmgen binary (default: vmgen on PATH)
#   VMGEN_FLAGS    more options for 'vmgen generate', e.g. --framework rxcocoa
#
# Write the two lists, and again whenever a spec is added, renamed or removed (the build says so when they are out
# of date), outside the build, then commit them:
#   vmgen filelists App/ViewModels --output App/Generated \
#     --inputs vmgen-inputs.xcfilelist --outputs vmgen-outputs.xcfilelist
#
# Inside the phase vmgen reads only the declared inputs and writes only the declared outputs: --sandboxed searches
# no folder, keeps no cache and writes no temporary file. A declared output is the phase's own (it may be rewritten);
# a symbolic link there is replaced by the file, never written through. Its errors are 'path:line:col: error:' lines, which Xcode
# shows on the spec.
set -eu
: "${SCRIPT_INPUT_FILE_LIST_0:?declare vmgen-inputs.xcfilelist under the phase's Input File Lists}"
: "${SCRIPT_OUTPUT_FILE_LIST_0:?declare vmgen-outputs.xcfilelist under the phase's Output File Lists}"
: "${VMGEN_OUTPUT:?set VMGEN_OUTPUT to the folder of generated files}"
cd "${SRCROOT:-.}"
# shellcheck disable=SC2086 # VMGEN_FLAGS is a list of options
exec "${VMGEN:-vmgen}" generate --sandboxed --quiet \
  --spec-list "$SCRIPT_INPUT_FILE_LIST_0" \
  --expect-outputs "$SCRIPT_OUTPUT_FILE_LIST_0" \
  --output "$VMGEN_OUTPUT" ${VMGEN_FLAGS:-}
