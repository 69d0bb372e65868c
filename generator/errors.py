"""The build's small exception hierarchy. Every message names the author's file, not an internal variable."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path


class PortfolioError(Exception):
    """Base class: anything the author can fix by editing a source file or the configuration."""


@dataclass(frozen=True, order=True)
class Problem:
    """One thing wrong in the sources, located as precisely as the sources allow."""

    file: str
    line: int
    rule: str
    entity: str
    message: str
    evidence: str = field(default="", compare=False)
    """The text that was found (a number, an address), so a fault seen on a page can be traced to its source."""

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        about = f" [{self.entity}]" if self.entity else ""
        return f"{where}:{about} {self.message} (rule: {self.rule})"


class SourceError(PortfolioError):
    """A source file cannot be read at all (for example Turtle with a syntax error)."""

    def __init__(self, file: str | Path, line: int, message: str, hint: str = "") -> None:
        self.file = str(file)
        self.line = line
        self.message = message
        self.hint = hint
        where = f"{self.file}:{line}" if line else self.file
        text = f"{where}: {message}"
        if hint:
            text += f"\n  fix: {hint}"
        super().__init__(text)

    def problem(self, rule: str) -> Problem:
        """The same fault as one Problem, to be listed with the build's others."""
        return Problem(self.file, self.line, rule, "", f"{self.message}: {self.hint}" if self.hint else self.message)


class ValidationFailed(PortfolioError):
    """The sources parse but break rules; carries every problem found, so an author sees them all at once."""

    def __init__(self, problems: list[Problem], what: str = "validation") -> None:
        self.problems = sorted(problems)
        lines = [f"{what} failed with {len(self.problems)} problem(s):"]
        lines += [f"  {p}" for p in self.problems]
        super().__init__("\n".join(lines))


class ConfigError(PortfolioError):
    """mkdocs.yml or the plugin options are missing or wrong."""
