"""What costs each view model its call sites, for `Scripts/roundtrip --losses`: one line per contract not counted
"call sites unchanged" and per file whose view model is found but not imported, tab-separated and stable, so
`grep`, `cut` and `sort | uniq -c` rank them:

  loss <TAB> folder <TAB> file (in the folder) <TAB> view model <TAB> stage <TAB> cause <TAB> detail

The stage is where it is lost: `not imported` (the cause is the import's refusal of the view model where it stands,
else its error, else its warning that it finds no contract), `protocols differ` (the first difference `--check`
reports of its protocols) or `call sites change` (the first difference of the class that another file of the app
names). A difference on a member the import warned of (`'func reload()' of 'FeedViewModel' is not imported: it uses
'profile', ...`, at the member's line) has that warning's reason as its cause, the member and the difference in the
detail. The cause is normalised as `--reasons` groups reasons, each quoted name as `'…'`, but an apostrophe within a
word (`its base class's`) quotes nothing; the detail is as written."""
import os
import re

from roundtrip_differences import class_own

LOCATED = re.compile(r"^(.*?:\d+:\d+): (?:warning|error|note): (.*)$")
# The import's warning for a member it does not import (`'let profile' of 'FeedViewModel'`, a protocol's requirement
# `'app: BehaviorSubject<App>'`), at that member's line, where `--check` reports it, or at the class's member of its name.
MEMBER_REFUSED = re.compile(r"^(.*?:\d+:\d+): warning: '([^']*)'(?: of '[^']*')? is not imported: (.*)$")
# A member's name in its quoted declaration (`var app:BehaviorSubject<App>{get}`, `app: BehaviorSubject<App>`,
# `func reload()`, `private lazy var items`).
MEMBER_NAME = re.compile(r"(?:(?:@\w+|private(?:\(set\))?|fileprivate|public|internal|open|final|static|class|lazy|weak"
                         r"|unowned|override|mutating|nonisolated|var|let|func|case)\s+)*(\w+)")


def normalise(text):
    """A reason as `--reasons` groups it: each quoted name as `'…'` (a quote opens and closes outside a word)."""
    return re.sub(r"(?<![A-Za-z0-9])'[^']*'(?![A-Za-z0-9])", "'…'", text)


def refusals(stderr):
    """The import's reason for each member it does not import, by the member's location (`path:line:col`) and by its
    file and name."""
    found = {}
    for line in stderr.splitlines():
        match = MEMBER_REFUSED.match(line)
        if match:
            found.setdefault(match.group(1), match.group(3))
            name = MEMBER_NAME.match(match.group(2))
            if name:
                found.setdefault((match.group(1).rsplit(":", 2)[0], name.group(1)), match.group(3))
    return found


def cause_of(difference, stderr):
    """(cause, detail) of a `--check` difference: the import's reason for the member it is at, or for the member of
    its name in its file (a protocol's requirement the class implements), if it warned of one."""
    match = LOCATED.match(difference)
    location, text = (match.group(1), match.group(2)) if match else ("", difference)
    found = refusals(stderr)
    quoted = re.match(r"'([^']*)'", text)
    name = MEMBER_NAME.match(quoted.group(1)) if quoted else None
    reason = found.get(location) or (found.get((location.rsplit(":", 2)[0], name.group(1))) if name and location else None)
    if reason:
        member = re.match(r"'([^']*)'", text)
        return normalise(reason), f"{member.group(1) if member else text}: {reason} [{text}]"
    return normalise(text), text


def view_models(spec):
    """The view models a spec declares, in order."""
    with open(spec, encoding="utf-8") as handle:
        return re.findall(r"^viewmodel (\w+):", handle.read(), re.M)


def refusal_of(stderr, path):
    """(view model, cause, detail) of a file whose view model is found and not imported."""
    lines = [line for line in stderr.splitlines() if LOCATED.match(line)]
    chosen = (next((line for line in lines if re.search(r"warning: '[A-Za-z_][A-Za-z0-9_.]*' is not imported: ", line)), None)
              or next((line for line in lines if ": error: " in line), None)
              or next((line for line in lines if ": warning: " in line and "vmgen finds no contract" in line), None)
              or next((line for line in lines if ": warning: " in line), None))
    stem = os.path.basename(path)[: -len(".swift")]
    if chosen is None:
        text = (stderr.strip().splitlines() or ["no warning or error"])[-1]
        return stem, normalise(text), text
    text = LOCATED.match(chosen).group(2)
    named = re.match(r"'([A-Za-z_][A-Za-z0-9_.]*)'", text)
    reason = re.search(r" is not imported: (.*)$", text) if named else None
    return (named.group(1) if named else stem), normalise(reason.group(1) if reason else text), text


class Losses:
    """The lines of one run, printed after its tables."""

    def __init__(self):
        self.lines = []

    def add(self, folder, path, view_model, stage, cause, detail):
        relative = os.path.relpath(path, folder)
        self.lines.append("\t".join(["loss", folder, relative, view_model, stage, cause, detail.replace("\t", " ")]))

    def contracts(self, folder, path, spec, count, stderr, errors, protocols_equal, naming):
        """Lines for the `count` contracts of `path` (its spec `spec`) not counted as call sites unchanged: `errors` are
        its `--check` differences, `protocols_equal` whether they are all the class's own, `naming(error)` the file of
        the app that names what one of them reports (`AppText.naming`), said at the end of the detail."""
        if protocols_equal:
            stage = "call sites change"
            relevant = [error for error in errors if naming(error) is not None]
        else:
            stage = "protocols differ"
            relevant = [error for error in errors if not class_own(error)]
        declared = view_models(spec) if spec and os.path.exists(spec) else []
        for index in range(count):
            view_model = declared[index] if index < len(declared) else os.path.basename(path)[: -len(".swift")]
            own = [error for error in relevant if f"'{view_model}'" in error] or relevant
            if own:
                cause, detail = cause_of(own[0], stderr)
                where = naming(own[0]) if protocols_equal else None
                detail += f" (named in {where})" if where else ""
            else:
                cause = detail = "no difference located in its file"
            self.add(folder, path, view_model, stage, cause, detail)

    def not_imported(self, folder, path, stderr):
        view_model, cause, detail = refusal_of(stderr, path)
        self.add(folder, path, view_model, "not imported", cause, detail)

    def print(self):
        if self.lines:
            print("\nWhat each view model not counted as call sites unchanged lost them by "
                  "(loss, folder, file, view model, stage, cause, detail):")
            for line in self.lines:
                print(line)

