"""How the site speaks of its owner: name and pronouns read from the graph, never assumed.

The owner's entity may state `cj:pronouns` ("she/her", "he/him", "they/them", or the four forms spelt out,
"xe/xem/xyr/xemself"). Every sentence the engine or the pages compose about the owner goes through
`Owner.say`, so "{They} use{s} 4 databases" reads "She uses", "He uses" or "They use" as the author wishes.
With no pronouns stated, the site says "they": it never guesses a gender.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

# subject, object, possessive determiner, possessive pronoun, reflexive, verbs agree as plural
_KNOWN: dict[str, tuple[str, str, str, str, str, bool]] = {
    "he": ("he", "him", "his", "his", "himself", False),
    "she": ("she", "her", "her", "hers", "herself", False),
    "they": ("they", "them", "their", "theirs", "themselves", True),
}
DEFAULT_PRONOUNS = "they/them"

# Verbs whose third-person singular is not the plural plus "s"
_AGREE = {"is": "are", "was": "were", "has": "have", "does": "do"}
# Placeholders are named by the default forms, "they": "{They} use{s}" reads "She uses" for she/her
_PLACEHOLDER = re.compile(
    r"\{(they|them|their|theirs|themselves|They|Them|Their|Theirs|Themselves|s|es|is|was|has|does)\}")


@dataclass(frozen=True)
class Owner:
    """The owner's id, name and pronoun forms, and the sentence formatter that uses them."""

    id: str | None
    name: str
    short_name: str
    subject: str
    object: str
    possessive: str
    possessive_pronoun: str
    reflexive: str
    plural: bool

    @property
    def forms(self) -> frozenset[str]:
        """Every pronoun form of the owner, lower case."""
        return frozenset({self.subject, self.object, self.possessive, self.possessive_pronoun, self.reflexive})

    def say(self, template: str) -> str:
        """`template` with {they} {them} {their} {theirs} {themselves} (capitalised: {They}...) and the verb
        endings that agree with the pronoun: "{they} use{s}", "{they} {does}", "{they} {has}", "{they} {is}".
        Other braces are left as they are."""
        return _PLACEHOLDER.sub(lambda m: self._form(m.group(1)), template)

    def _form(self, key: str) -> str:
        lower = key.lower()
        if lower in ("s", "es"):
            return "" if self.plural else key
        if lower in _AGREE:
            return _AGREE[lower] if self.plural else lower
        value = {"they": self.subject, "them": self.object, "their": self.possessive,
                 "theirs": self.possessive_pronoun, "themselves": self.reflexive}[lower]
        return value[:1].upper() + value[1:] if key[:1].isupper() else value


def parse_pronouns(text: str | None) -> tuple[str, str, str, str, str, bool]:
    """The five forms and the verb agreement from a `cj:pronouns` value; unknown or empty values mean "they".

    "she/her" and "she" both give the feminine forms; four or five slash-separated forms are taken as
    subject/object/possessive[/possessive pronoun]/reflexive, with singular verbs (as "xe uses")."""
    parts = [p.strip().lower() for p in (text or "").split("/") if p.strip()]
    if parts and parts[0] in _KNOWN:
        return _KNOWN[parts[0]]
    if len(parts) == 4:
        subject, obj, possessive, reflexive = parts
        return subject, obj, possessive, possessive + "s", reflexive, False
    if len(parts) == 5:
        subject, obj, possessive, possessive_pronoun, reflexive = parts
        return subject, obj, possessive, possessive_pronoun, reflexive, False
    return parse_pronouns(DEFAULT_PRONOUNS)


def owner_from_state(state: dict[str, Any]) -> Owner:
    """The owner as the state describes it: the entity typed Owner, with its label, short label and pronouns."""
    entities = state.get("entities", {})
    owner_id = next((i for i, e in sorted(entities.items()) if "Owner" in e["types"]), None)
    e = entities.get(owner_id or "", {})
    pronouns = (e.get("facts", {}).get("pronouns") or [None])[0]
    name = str(e.get("label") or "the author")
    forms = parse_pronouns(pronouns)
    return Owner(owner_id, name, str(e.get("short_label") or name), *forms)
