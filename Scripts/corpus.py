#!/usr/bin/env python3
"""Writes a synthetic corpus of .vmspec files of realistic size for the benchmark.

Each spec has one view model with 2-20 inputs, 2-30 outputs, a dependency or two, doc comments and types
from a realistic pool. Deterministic: the same count always gives the same files.

usage: corpus.py COUNT FOLDER
"""
import os
import random
import sys

TYPES = ["String", "Int", "Bool", "[String]", "[String: [Int]]", "(row: Int, total: Int)", "Result<User, APIError>",
         "URL?", "KsApi.Project", "(String) -> Void", "Date", "[Item]", "Double?", "UIImage"]
VERBS = ["changed", "tapped", "selected", "loaded", "toggled", "scrolled", "submitted", "refreshed", "dismissed"]
NOUNS = ["email", "password", "username", "item", "row", "button", "filter", "page", "photo", "comment", "price"]


def spec(index: int) -> str:
    rng = random.Random(index)
    lines = ["options:", "  styles: all", "  imports: KsApi, UIKit", "",
             f"/// Screen {index}: a realistic view model.", f"viewmodel Screen{index}ViewModel:", "  dependencies:",
             "    /// Talks to the API.", "    - service: ScreenServicing = ScreenService()", "  inputs:"]
    used = set()
    for i in range(rng.randint(2, 20)):
        name = f"{rng.choice(NOUNS)}{rng.choice(VERBS).capitalize()}{i}"
        used.add(name)
        kind = rng.random()
        lines.append(f"    /// The user {name}.")
        if kind < 0.3:
            lines.append(f"    - {name}")
        elif kind < 0.8:
            lines.append(f"    - {name}(_ value: {rng.choice(TYPES)})")
        else:
            lines.append(f"    - {name}(first: {rng.choice(TYPES)}, second: {rng.choice(TYPES)})")
    lines.append("  outputs:")
    for i in range(rng.randint(2, 30)):
        lines.append(f"    /// What the view shows for output {i}.")
        lines.append(f"    - shown{i}{rng.choice(NOUNS).capitalize()}: {rng.choice(TYPES + ['Void'])}")
    return "\n".join(lines) + "\n"


def main() -> None:
    count, folder = int(sys.argv[1]), sys.argv[2]
    os.makedirs(folder, exist_ok=True)
    for index in range(count):
        with open(os.path.join(folder, f"Screen{index}.vmspec"), "w") as handle:
            handle.write(spec(index))


if __name__ == "__main__":
    main()
