"""Seeded author mistakes, one of each kind, on a copy of each portfolio: every one fails the build with exit
code 1, naming the file and the line of the fault, all of a build's faults listed together, and the previous
site left as it was.

Mistakes are seeded in batches, because one build must list every fault at once (an author with five mistakes
fixes them in one pass, not five builds): the faults that stop the reading of a file (Turtle that does not
parse, front matter that is not YAML, text that is not UTF-8), then the faults found by checking what was read
(graph rules, SHACL shapes, privacy, links, articles, authored answers), then mkdocs.yml. Each mistake carries a
marker ("Mk07") on the line it spoils, unless the fault's line is fixed by its kind (an unclosed front matter
is reported at its opening line), so the expected line is found in the file as seeded.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from benchmarks.grow import grow
from generator.settings import Settings, load_settings
from tests.engine_support import PORTFOLIOS

pytestmark = pytest.mark.slow


@dataclass
class Seeded:
    """One mistake as seeded: the file (relative to the portfolio), its line, and words the message must hold."""

    kind: str
    file: str
    line: int
    says: str


class Portfolio:
    """A throwaway copy of a portfolio, and the edits that seed mistakes into it."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.settings: Settings = load_settings(root / "mkdocs.yml")
        self.seeded: list[Seeded] = []
        self.counter = 0
        about = [p for p in sorted(self.settings.docs_dir.rglob("*.md"))
                 if re.search(r"^entity:\s*\w+", p.read_text(encoding="utf-8"), re.MULTILINE)]
        self.articles = about[:3]

    def rel(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()

    def marker(self) -> str:
        self.counter += 1
        return f"Mk{self.counter:02d}"

    def expect(self, kind: str, path: Path, says: str, marker: str = "", line: int = 0) -> None:
        """Record a mistake; its line is the one holding `marker`, or `line` when the kind fixes it."""
        if marker:
            lines = path.read_bytes().decode("utf-8", "replace").splitlines()
            line = next(n for n, text in enumerate(lines, start=1) if marker in text)
        self.seeded.append(Seeded(kind, self.rel(path), line, says))

    def turtle(self, name: str, body: str) -> Path:
        """A new Turtle file in the graph folder, with the portfolio's prefixes."""
        path = self.settings.graph_dir / name
        head = (f"@prefix cj: <{self.settings.namespace}> .\n@prefix id: <{self.settings.id_namespace}> .\n"
                "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n"
                "@prefix xsd: <http://www.w3.org/2001/XMLSchema#> .\n"
                "@prefix foaf: <http://xmlns.com/foaf/0.1/> .\n\n")
        path.write_text(head + body, encoding="utf-8")
        return path

    def article(self, name: str, text: str | bytes) -> Path:
        path = self.settings.docs_dir / name
        if isinstance(text, bytes):
            path.write_bytes(text)
        else:
            path.write_text(text, encoding="utf-8")
        return path

    def append(self, path: Path, text: str) -> None:
        with path.open("a", encoding="utf-8") as fh:
            fh.write(text)

    def into_front_matter(self, path: Path, line: str) -> None:
        """Add `line` as the first line of an article's front matter."""
        text = path.read_text(encoding="utf-8")
        assert text.startswith("---\n"), path
        path.write_text("---\n" + line + "\n" + text[4:], encoding="utf-8")

    def entity_of(self, path: Path) -> str:
        found = re.search(r"^entity:\s*(\w+)", path.read_text(encoding="utf-8"), re.MULTILINE)
        assert found
        return found.group(1)


def seed_read_faults(p: Portfolio) -> None:
    """Faults that stop a file from being read: all are listed by one build, before any rule is checked."""
    m = p.marker()
    path = p.turtle("zz-syntax.ttl", f'id:MkSyntax a cj:Theme ; rdfs:label "Syntax" # {m}\nid:MkNext a cj:Theme .\n')
    p.expect("turtle statement without its final dot", path, "Turtle syntax error", line=8)
    m = p.marker()
    path = p.turtle("zz-prefix.ttl", f'id:MkPrefix a nope:Theme ; rdfs:label "Prefix" . # {m}\n')
    p.expect("turtle prefix never declared", path, "Turtle syntax error", m)
    m = p.marker()
    path = p.settings.graph_dir / "zz-latin1.ttl"
    path.write_bytes(f'@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .\n# {m}\n'
                     f'<{p.settings.id_namespace}MkLatin> rdfs:label "Caf\xe9" .\n'.encode("latin-1"))
    p.expect("turtle saved as Latin-1", path, "not UTF-8", line=3)
    m = p.marker()
    path = p.turtle("zz-iri.ttl", f'id:MkIri a cj:Theme ; rdfs:label "Iri" ;\n'
                                  f'    rdfs:seeAlso <{p.settings.id_namespace}Two words> . # {m}\n')
    p.expect("address with a space", path, "holds a space", m)

    path = p.article("zz-unclosed.md", "---\ntitle: Never closed\n\nThe front matter runs on.\n")
    p.expect("front matter never closed", path, "never closed", line=1)
    m = p.marker()
    path = p.article("zz-yaml.md", f"---\ntitle: Colons: everywhere: here # {m}\n---\n\nBody.\n")
    p.expect("front matter that is not YAML", path, "not valid YAML", m)
    path = p.article("zz-list.md", "---\n- title\n- entity\n---\n\nBody.\n")
    p.expect("front matter that is a list", path, "must be a mapping", line=2)
    m = p.marker()
    path = p.article("zz-prefixed.md", f"---\ntitle: Prefixed\nentity: id:Something # {m}\n---\n\nBody.\n")
    p.expect("entity written with its prefix", path, "entity must be an id", m)
    path = p.article("zz-latin1.md", "---\ntitle: Latin\n---\n\nCaf\xe9 au lait.\n".encode("latin-1"))
    p.expect("article saved as Latin-1", path, "not UTF-8", line=5)
    path = p.article("zz-multimarkdown.md", "Summary: the first line is eaten by mkdocs\n\nBody.\n")
    p.expect("metadata without --- lines", path, "reads as metadata", line=1)
    m = p.marker()
    path = p.article("zz-title.md", f"---\ntitle: {{a: b}} # {m}\n---\n\nBody.\n")
    p.expect("title that is a mapping", path, "title must be text", m)

    path = p.settings.answers_path
    m = p.marker()
    path.write_bytes(path.read_bytes() + f"\n# {m} caf\xe9\n".encode("latin-1"))
    p.expect("answers.yml saved as Latin-1", path, "not UTF-8", m)
    path = p.settings.content_dir / "lexicon.yml"
    m = p.marker()
    p.append(path, f"  broken: [unclosed # {m}\n")
    p.expect("lexicon.yml that is not YAML", path, "not valid YAML", line=0)


def seed_rule_faults(p: Portfolio) -> None:
    """Faults in files that read well: graph rules, shapes, privacy, links, articles, answers, all in one build."""
    graph: list[tuple[str, str, str]] = [  # (kind, the Turtle after a subject line, what the message says)
        ("predicate the ontology lacks", 'cj:colour "blue"', "does not declare"),
        ("predicate from an unknown vocabulary", 'foaf:nick "mk"', "vocabulary the site does not know"),
        ("link to an entity nobody defines", "cj:relatedTo id:NoSuchThingAnywhere", "which no source defines"),
        ("text where an entity is expected", 'cj:relatedTo "Something"', 'the text "Something"'),
        ("date of month 13", 'cj:startDate "2021-13-45"^^xsd:date', "not a valid xsd:date"),
        ("year-month of month 13", 'cj:activeMonth "2021-13"^^xsd:gYearMonth', "not a valid xsd:gYearMonth"),
        ("number that is a word", 'cj:keyRank "first"^^xsd:integer', "not a valid xsd:integer"),
        ("phone number in a description", 'cj:description "Call +44 7700 900123 after six."', "phone number"),
        ("birth date in a description", 'cj:description "Born on 3 May 1990 in Porto."', "birth date"),
        ("street address in a description", 'cj:description "The office is at 12 Harbour Street."',
         "street address"),
        ("email address not allowed", 'cj:email "someone@elsewhere.example"', "email address"),
        ("address in a description", 'cj:description "See https://unvouched.example/page for more."',
         "https://unvouched.example/page"),
        ("address that is not http", 'cj:url "javascript:alert(1)"^^xsd:anyURI', "must be http(s)"),
    ]
    body = ""
    for number, (kind, statement, says) in enumerate(graph):
        m = p.marker()
        body += f'id:MkRule{number} a cj:Theme ; rdfs:label "Mk rule {number}" ;\n    {statement} . # {m}\n\n'
        graph[number] = (kind, m, says)
    extra = [
        ("class the ontology lacks", 'id:MkClass a cj:Projekt ; rdfs:label "Mk class" . # {m}\n',
         "does not declare as a class"),
        ("entity without a type", 'id:MkUntyped rdfs:label "Mk untyped" . # {m}\n', "has no rdf:type"),
        ("entity without a label", "id:MkUnlabelled a cj:Theme . # {m}\n", "label"),
        ("skill without a category", 'id:MkSkill a cj:Skill ; rdfs:label "Mk skill" . # {m}\n', "category"),
        ("key rank used twice", 'id:MkKey a cj:Theme ; rdfs:label "Mk key" ;\n    cj:keyRank 1 . # {m}\n',
         "shares cj:keyRank 1"),
    ]
    for kind, text, says in extra:
        m = p.marker()
        body += text.format(m=m) + "\n"
        graph.append((kind, m, says))
    path = p.turtle("zz-rules.ttl", body)
    for kind, m, says in graph:
        p.expect(kind, path, says, m)

    first, second, third = p.articles
    m = p.marker()
    p.into_front_matter(first, f"titel: A typo # {m}")
    p.expect("front-matter key misspelt", first, "unknown front-matter key 'titel'", m)
    m = p.marker()
    p.into_front_matter(second, f"description: Call me on +44 7700 900124 # {m}")
    p.expect("phone number in the description", second, "phone number", m)
    target = os.path.relpath(first, third.parent).replace(os.sep, "/")
    in_body = [  # (kind, the sentence added to an article, what the message says)
        ("phone number in an article", "Ring 07700 900125 for the keys ({m}).", "phone number"),
        ("email address in an article", "Write to someone@elsewhere.example ({m}).", "email address"),
        ("birth date in an article", "She was born on 3 May 1990 ({m}).", "birth date"),
        ("address the graph does not hold", "More at https://unvouched.example/article ({m}).",
         "https://unvouched.example/article"),
        ("link to an article that does not exist", "See [the plan](no-such-page.md) ({m}).", "there is no article"),
        ("link to a heading that does not exist", "See [its start](" + target + "#no-such-heading) ({m}).",
         "has no heading"),
    ]
    for kind, sentence, says in in_body:
        m = p.marker()
        p.append(third, "\n" + sentence.format(m=m) + "\n")
        p.expect(kind, third, says, m)
    m = p.marker()
    path = p.article("zz-unknown.md", f"---\ntitle: Unknown\nentity: NoSuchEntityAnywhere # {m}\n---\n\nBody.\n")
    p.expect("article about an entity the graph lacks", path, "which the graph does not define", m)
    m = p.marker()
    path = p.article("zz-second.md", f"---\ntitle: Again\nentity: {p.entity_of(first)} # {m}\n---\n\nBody.\n")
    p.expect("second article about one entity", path, "is the second article", m)
    m = p.marker()
    path = p.article("zz-description.md", f"---\ntitle: Linked\ndescription: see https://unvouched.example/meta "
                                          f"# {m}\n---\n\nBody.\n")
    p.expect("address in the description", path, "https://unvouched.example/meta", m)

    answers = p.settings.answers_path
    faults = [
        ("answer of an unknown kind", "kind: gossip", "sources: []", "has kind 'gossip'"),
        ("answer citing an unknown entity", "kind: about", "sources: [NoSuchEntityAnywhere]",
         "cites 'NoSuchEntityAnywhere'"),
        ("phone number in an answer", "kind: about", "sources: []", "phone number"),
        ("address in an answer", "kind: about", "sources: []", "https://unvouched.example/answer"),
    ]
    for number, (kind, kind_line, sources, says) in enumerate(faults):
        m = p.marker()
        text = {2: "Call 07700 900126.", 3: "See https://unvouched.example/answer ."}.get(number, "An answer.")
        lines = {"kind": f"  {kind_line}", "sources": f"  {sources}", "answer": f"  answer: {text}"}
        spoiled = {0: "kind", 1: "sources"}.get(number, "answer")
        lines[spoiled] += f" # {m}"  # a YAML comment: it ends a plain value without changing it
        p.append(answers, f"\n- id: mk-answer-{number}\n{lines['kind']}\n  questions: [mk question {number}]\n"
                          f"{lines['answer']}\n{lines['sources']}\n")
        p.expect(kind, answers, says, m)
    lexicon = p.settings.content_dir / "lexicon.yml"
    m = p.marker()
    p.append(lexicon, f"  mk alias: NoSuchEntityAnywhere # {m}\n")
    p.expect("alias for an entity the graph lacks", lexicon, "not an entity of the graph", m)


def seed_config_fault(kind: str, says: str) -> Callable[[Portfolio], None]:
    def seed(p: Portfolio) -> None:
        config = p.root / "mkdocs.yml"
        text = config.read_text(encoding="utf-8")
        spoiled = {"reference date that is no date": "reference_date: yesterday",
                   "reasoner that does not exist": "reasoner: hermit"}[kind]
        text = re.sub(rf"{spoiled.split(':')[0]}: \S+", spoiled, text)
        config.write_text(text, encoding="utf-8")
        p.expect(kind, config, says, spoiled)
    return seed


BATCHES: dict[str, Callable[[Portfolio], None]] = {
    "read": seed_read_faults,
    "rules": seed_rule_faults,
    "reference-date": seed_config_fault("reference date that is no date", "reference_date"),
    "reasoner": seed_config_fault("reasoner that does not exist", "hermit"),
}


@pytest.fixture(scope="module", params=sorted(PORTFOLIOS))
def pristine(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the portfolio, made once per module; each batch copies it again to spoil it."""
    config = PORTFOLIOS[request.param]
    return grow(config.parent, tmp_path_factory.mktemp(request.param) / "pristine", 1).parent


def tree(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def copy_of(pristine: Path, dest: Path) -> Portfolio:
    subprocess.run(["cp", "-a", str(pristine), str(dest)], check=True)
    return Portfolio(dest)


def build(root: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    return subprocess.run([sys.executable, "-m", "generator.cli", "-f", "mkdocs.yml", "build"], cwd=root, env=env,
                          capture_output=True, text=True, check=False, timeout=600)


def reported(output: str) -> Iterator[tuple[str, int, str]]:
    """(file, line, the rest) for every fault line the build printed ("file:line: [entity] message")."""
    for text in output.splitlines():
        found = re.match(r"\s*(?:error: )?([^\s:]+):(\d+):\s*(.*)", text)
        if found:
            yield found.group(1), int(found.group(2)), found.group(3)


@pytest.mark.parametrize("batch", sorted(BATCHES))
def test_seeded_mistakes_fail_the_build_naming_file_and_line(pristine: Path, tmp_path: Path, batch: str) -> None:
    p = copy_of(pristine, tmp_path / "portfolio")
    previous = p.root / "site_build"
    previous.mkdir()
    (previous / "index.html").write_text("<p>the site as it was</p>\n", encoding="utf-8")
    before = tree(previous)
    BATCHES[batch](p)

    done = build(p.root)
    output = done.stdout + done.stderr
    assert done.returncode == 1, output[-3000:]
    assert "Traceback" not in output, output[-3000:]
    faults = list(reported(output))
    missing = []
    for seeded in p.seeded:
        if seeded.line:
            hit = any(file == seeded.file and line == seeded.line and seeded.says in rest
                      for file, line, rest in faults)
        else:  # a fault the file's reader cannot place (mkdocs.yml options), or YAML's own line
            hit = any(seeded.file in text and seeded.says in text for text in output.splitlines())
        if not hit:
            missing.append(f"{seeded.kind}: expected {seeded.file}:{seeded.line} saying {seeded.says!r}")
    assert not missing, "\n".join(missing) + "\n--- build output ---\n" + output[-6000:]
    assert tree(previous) == before, "a failed build changed the previous site"
    assert not list(p.root.glob("site_build.tmp-*")), "a failed build left its staging folder"


def test_every_kind_is_seeded_once(tmp_path: Path) -> None:
    """At least forty kinds of mistake, each its own (the suite does not count one mistake twice)."""
    p = copy_of(grow(PORTFOLIOS["sample"].parent, tmp_path / "pristine", 1).parent, tmp_path / "portfolio")
    for seed in BATCHES.values():
        seed(p)
    kinds = [s.kind for s in p.seeded]
    assert len(kinds) == len(set(kinds)) >= 40, sorted(kinds)
