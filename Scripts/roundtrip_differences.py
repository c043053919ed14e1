"""How `Scripts/roundtrip` reads the differences `vmgen import --check` reports: which are the class's own rather than
its contract's, and whether another file of the app names what differs (so its call sites change)."""
import os
import re
import sys


def swift_files(folder):
    for base, folders, files in os.walk(folder):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in sorted(files):
            if name.endswith(".swift") and not name.endswith("Tests.swift"):
                yield os.path.join(base, name)


MOVES = " moves to an extension: declare it in an extension of "
# What the view model's file declares beside it for the rest of the app (a coordinator's protocol, an enum a screen
# switches over): the generated file, which replaces it, does not declare it, and the team keeps it as written in a
# file of its own, where call sites reach it unchanged.
MOVES_FILE = ", declared in this file beside its view model, is not in the generated code, which replaces the file: it moves as written to a file of your own"
# The transform of states' struct or enum at the top level of another file, which the app's binding protocol names in
# its `where` clause (`Input == SettingInput`): the generated file declares that name at its top level in its stead,
# and the team deletes the other file's declaration. The contract is the same (its names and members), but that is a
# change the team makes in another file, so the view model does not count as one whose call sites are unchanged.
REPLACED = "which replaces the view model's file, declares it at its top level ('top-level:'): delete it here"
# An app's protocol the view model conforms to (`conforms:`), declared in its file (a third group the class is itself,
# `protocol DaysViewModelState`, or the app's protocol of associated types): the generated file does not declare it, and
# the team keeps it as written in a file of its own, as `MOVES_FILE` says of the file's other declarations.
MOVES_APP_PROTOCOL = ("the app's protocol the view model conforms to, is declared in this file and not in the generated"
                      " code, which replaces the file: move it, as written, to a file of your own")


def replaced_for(error, view_model_path):
    """Whether `error`, located in another file, is `REPLACED` for the view model of `view_model_path`."""
    return REPLACED in error and f"(in '{os.path.basename(view_model_path)}')" in error


def class_own(error):
    """Whether a `--check` difference is the class's own rather than its protocols' (its `Input` and `Output` in the
    transform style): a member outside the protocols (or beside the one-stream event transform's `transform`), an
    initializer, or the class being open to subclasses; the subject-bridged style's members besides its `input` and
    `output` likewise, and a member of its published `Output` computed from the values beside it (`var isShowingError:
    Bool { error != nil }`), which the team's extension of the generated `Output` keeps; what the file declares beside the view model, or an app's protocol it conforms to, that moves as
    written to a file of the team's own (`MOVES_FILE`, `MOVES_APP_PROTOCOL`); another file's declaration the generated
    file takes over (`REPLACED`), which `AppText.names` counts as a change."""
    return (", declared outside its protocols, " in error or ", declared besides its 'transform', " in error
            or ", declared besides its 'input' and 'output', " in error or ", declared besides its values, " in error
            or re.search(r"error: 'init[?!]?\([^']*' of '[^'.]*' ", error) is not None
            or " is not final here and final in the generated code" in error
            or MOVES_FILE in error or MOVES_APP_PROTOCOL in error or REPLACED in error)


class AppText:
    """The text of an app's Swift files, to tell whether a file other than a view model's own names a member."""

    def __init__(self, root):
        self.root = root
        self.texts = {}
        for path in swift_files(root) if os.path.isdir(root) else []:
            with open(path, encoding="utf-8", errors="replace") as handle:
                self.texts[path] = handle.read()
        if not self.texts:
            sys.exit(f"roundtrip: no Swift files in {root} (--apps names the folder of each app's whole source)")

    def names(self, error, view_model_path):
        """Whether another file than the view model's own names what `error` (a `--check` difference of the class)
        reports: a member outside the protocols (`.name`), an initializer (`ClassName(label:` or `ClassName()`), or
        the class as a superclass (`class Sub: ClassName`) where it is not final."""
        return self.naming(error, view_model_path) is not None

    def naming(self, error, view_model_path):
        """The file (in the app) that names what `error` reports, as `names` finds it; "" where the error is a change
        wherever call sites are; None where no other file names it."""
        quoted = re.findall(r"'([^']*)'", error)
        if not quoted:
            return ""
        # Another file's declaration the team deletes, as the generated file declares its name: a change.
        if REPLACED in error:
            return ""
        # The class's own API to move (a function, a computed property, a nested type that uses nothing the generated
        # class keeps private): in an extension of the generated class in the team's own file, call sites reach it as
        # they did, wherever they are.
        if MOVES in error or MOVES_FILE in error or MOVES_APP_PROTOCOL in error:
            return None
        own = os.path.basename(view_model_path)
        if error.endswith(" is not final here and final in the generated code"):
            # Used as a superclass: the first type after the colon of a class declaration.
            pattern = r"\bclass\s+\w+\s*(?:<[^>{]*>)?\s*:\s*" + re.escape(quoted[0]) + r"\b(?!\.)"
        elif quoted[0].startswith("init("):
            owner = quoted[1] if len(quoted) > 1 else ""
            labels = re.findall(r"(\w+):", quoted[0])
            label = labels[0] if labels and labels[0] != "_" else ""
            pattern = re.escape(owner) + (r"\(\s*" + re.escape(label) + r"\s*:" if label else r"\((?!\s*\w+\s*:)")
        else:
            # `var $emailError`: the projection of a property wrapper (`@Published`), which call sites read as written.
            match = re.match(r"(?:func|var|let|subscript|struct|class|enum|typealias|actor|case)\s+(\$?\w+)", quoted[0])
            if not match:
                return ""
            # Read through a view model (`viewModel.disposeBag`, `cellViewModel?.helper(`, `vm.name`): a view
            # controller's own `.disposeBag` is not the view model's.
            pattern = r"(?:[vV]iew[mM]odel\w*|\bvm\w*|\bVM\w*)\s*[!?]?\s*\.\s*" + re.escape(match.group(1)) + r"\b"
        expression = re.compile(pattern)
        return next((os.path.relpath(path, self.root) for path, text in self.texts.items()
                     if os.path.basename(path) != own and expression.search(text)), None)
