"""The `portfolio` command: build the site, check that committed digests are current, print counts."""

from __future__ import annotations

import argparse
import datetime as dt
import json
import logging
import os
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml
from mkdocs.exceptions import MkDocsException

from generator import jsonio
from generator.engine.wording import DEFAULT_PRONOUNS
from generator.errors import PortfolioError
from generator.manifest import diff_manifests, read_manifest
from generator.settings import Settings, load_settings
from generator.site_stamp import forget_site, record_site, site_is_current

if TYPE_CHECKING:
    from generator.pipeline import BuildResult

FIX = "portfolio build"


def run(settings: Settings, **options: bool) -> BuildResult:
    """The build pipeline, imported only by the commands that build: it loads rdflib, pyshacl and mkdocs,
    which `ask`, `bench` and `eval` on a built site never need."""
    from generator.pipeline import run as run_pipeline

    return run_pipeline(settings, **options)


def _write_if_changed(path: Path, text: str) -> bool:
    if path.is_file() and path.read_text(encoding="utf-8") == text:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return True


def write_generated(result: BuildResult) -> list[str]:
    """Write the generated digests file and manifest.json; return what changed."""
    settings = result.settings
    changed = []
    if _write_if_changed(settings.digests_path, result.digests_turtle):
        changed.append(settings.rel(settings.digests_path))
    if _write_if_changed(settings.manifest_path, jsonio.dumps_pretty(result.manifest())):
        changed.append(settings.rel(settings.manifest_path))
    return changed


def cmd_build(args: argparse.Namespace) -> int:
    """Build the site with mkdocs (through the plugin), then refresh the generated files it verified."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config

    started = time.perf_counter()
    settings = _settings_or_none(args.config_file)  # a faulty mkdocs.yml is reported by mkdocs below, by line
    environ = dict(os.environ)  # as the build starts: it pins SOURCE_DATE_EPOCH while it runs
    if settings is not None:
        current, why = (False, "--force") if args.force else site_is_current(settings, environ)
        if current:
            print(f"{settings.rel(settings.site_dir)} is current: no input changed since the last build "
                  f"(checked in {time.perf_counter() - started:.2f} s); `portfolio build --force` builds it again")
            return 0
        print(f"building: {why}")
        forget_site(settings)
    with ConfigFaults(Path(args.config_file)):
        config = load_config(str(args.config_file), strict=True)
    config.plugins.on_startup(command="build", dirty=False)
    plugin: Any = config.plugins["portfolio"]
    try:
        with ConfigFaults(Path(args.config_file)):
            build(config)
    except KeyboardInterrupt:  # mkdocs tells plugins of errors, not of Ctrl-C: the half-made site goes here
        plugin.on_build_error(error=RuntimeError("interrupted"))
        print("interrupted: nothing was published; the previous site is untouched", file=sys.stderr)
        return 130
    finally:
        config.plugins.on_shutdown()
    changed = write_generated(plugin.result)
    if changed:  # the generated files are inputs too: the state was built with what they now hold
        from generator.built_state import record_built_state
        from generator.pipeline import STATE_ARTIFACT

        record_built_state(plugin.result.settings, plugin.result.artifacts[STATE_ARTIFACT])
    for name in changed:
        print(f"updated {name}")
    if settings is not None:
        record_site(settings, environ)
    print(f"built {config.site_dir} in {time.perf_counter() - started:.2f} s")
    return 0


def _settings_or_none(config_file: Path) -> Settings | None:
    """The project's settings, or None when mkdocs.yml cannot be read as one (mkdocs then says why, by line)."""
    try:
        return load_settings(config_file)
    except (PortfolioError, OSError, yaml.YAMLError):
        return None


class ConfigFaults(logging.Handler):
    """While loading or building, collects mkdocs' error messages about options; if the block fails, says on
    which line of mkdocs.yml each named option is set (mkdocs names the option, never the line)."""

    OPTION = re.compile(r"option '([\w-]+)'|Config value '([\w-]+)'|plugins\.portfolio\.([\w-]+)")

    def __init__(self, config_file: Path) -> None:
        super().__init__(logging.ERROR)
        self.config_file = config_file
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())

    def __enter__(self) -> ConfigFaults:
        logging.getLogger("mkdocs").addHandler(self)
        return self

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        logging.getLogger("mkdocs").removeHandler(self)
        if error is None:
            return
        try:
            lines = self.config_file.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError):
            return
        for message in self.messages:
            if "\n" in message:
                continue  # a list of the sources' faults, which name their own files and lines
            names = [next(n for n in found.groups() if n) for found in self.OPTION.finditer(message)]
            for name in reversed(names):  # the most specific option is named last
                line = next((n for n, text in enumerate(lines, start=1)
                             if re.match(rf"\s*-?\s*{re.escape(name)}\s*:", text)), 0)
                if line:
                    print(f"{self.config_file.as_posix()}:{line}: {message} (the line reads "
                          f"'{lines[line - 1].strip()}')", file=sys.stderr)
                    break


def check(settings: Settings) -> list[str]:
    """Everything that drifted between the committed generated files and what the sources give now."""
    result = run(settings, answer_cache=False)  # plan every shipped question again, not from the cache
    drift = []
    on_disk = settings.digests_path.read_text(encoding="utf-8") if settings.digests_path.is_file() else None
    if on_disk != result.digests_turtle:
        differing = set(result.digests_turtle.splitlines()) ^ set((on_disk or "").splitlines())
        stale = sorted({line.split()[0] for line in differing if line.startswith("id:")})
        drift.append(f"{settings.rel(settings.digests_path)}: the implementation digests of {', '.join(stale)} "
                     "are out of date (a source file they list changed; the files are named below)")
    for line in diff_manifests(read_manifest(settings.manifest_path), result.manifest()):
        drift.append(f"manifest.json {line}")
    return drift


def cmd_check(args: argparse.Namespace) -> int:
    settings = load_settings(args.config_file)
    drift = check(settings)
    if drift:
        print(f"portfolio check: {len(drift)} thing(s) drifted from the sources:")
        for line in drift:
            print(f"  {line}")
        print(f"fix: run `{FIX}` and commit the generated files")
        return 1
    answers = len(read_manifest(settings.manifest_path).get("answers", {}))  # type: ignore[union-attr]
    print(f"portfolio check: manifest.json and the generated digests match the sources; "
          f"all {answers} shipped answers match what plan() computes now")
    return 0


def cmd_stats(args: argparse.Namespace) -> int:
    result = run(load_settings(args.config_file))
    if args.json:
        print(json.dumps(result.stats, indent=2, sort_keys=True))
        return 0
    s = result.stats
    print(f"ontology version   {s['ontology_version']}")
    print(f"triples            {s['triples']['stated']} stated, {s['triples']['inferred']} inferred")
    print(f"entities           {s['entities']}")
    for name, count in s["entities_by_type"].items():
        print(f"  {name:<18}{count}")
    print(f"predicates         {s['predicates']['declared']} declared, {s['predicates']['used']} used")
    print(f"articles           {s['articles']} ({s['passages']} passages)")
    print(f"authored answers   {s['authored_answers']}; general terms {s['general_terms']}")
    return 0


def engine_for(args: argparse.Namespace) -> Any:
    """The engine over the knowledge state: a state file given with --state, else the built site's state when
    it is current (no input changed since the build that published it), else the state built from the sources,
    saying why on standard error."""
    from generator.built_state import built_engine
    from generator.engine import Engine

    state_file = getattr(args, "state", None)
    if state_file:
        return Engine.from_json(Path(state_file).read_bytes())
    settings = load_settings(args.config_file)
    engine, why = built_engine(settings)
    if engine is not None:
        return engine
    print(f"portfolio: {why}: building the knowledge state from the sources (`portfolio build` makes this "
          "faster next time)", file=sys.stderr)
    return Engine(run(settings, answer_index=False).state)


def _today(args: argparse.Namespace, engine: Any) -> Any:
    import datetime as dt

    return dt.date.fromisoformat(args.today) if getattr(args, "today", None) else engine.reference_date()


def _print_plan(p: dict[str, Any]) -> None:
    print(f"{p['question']}")
    print(f"  intent {p['intent']} · task {p['task']} · operation {p['operation']} · route {p['route']}")
    print(f"  answer from {p['answer_from']} · confidence {p['confidence']}")
    if p["answer"]:
        print(f"  {p['answer']['text']}")
        for source in p["answer"]["sources"]:
            print(f"    source: {source['label']} {source.get('url', '')}".rstrip())
    for option in p["ambiguous"]:
        print(f"  ambiguous: {option['text']} -> {', '.join(o['id'] for o in option['options'])}")
    if p["results"]:
        print("  results: " + ", ".join(r["id"] for r in p["results"][:8]))
    for chip in p.get("follow_ups", []):
        print(f"  next: {chip['question']}")


def cmd_ask(args: argparse.Namespace) -> int:
    """Plan questions: from the arguments, or one a line from standard input with `-`.

    With the model fallback switched on (LLM_ENABLED=true and a provider key), a weak or none plan also
    gets the fallback's verified answer, marked as such; switched off, nothing is sent anywhere.
    """
    from generator.fallback.settings import load_fallback_settings

    engine = engine_for(args)
    today = _today(args, engine)
    fallback = None
    if load_fallback_settings(os.environ).enabled:  # the package's heavier modules load only when on
        from generator.fallback.answer import make_fallback

        # The graph for the sparql tool is built only if a model asks for it (reasoning is cached).
        fallback = make_fallback(engine.knowledge, os.environ,
                                 graph=lambda: run(load_settings(args.config_file)).reasoned.as_graph())
    questions = sys.stdin.read().splitlines() if args.question == ["-"] else [" ".join(args.question)]
    for question in questions:
        p = engine.plan(question, today)
        if args.next:
            p["follow_ups"] = engine.next(p, today)
        if fallback is not None:
            p["fallback"] = fallback.answer(p)
        if args.json:
            print(jsonio.dumps(p).decode("utf-8"), end="")
            continue
        _print_plan(p)
        model = p.get("fallback")
        if model and model["outcome"] != "not_allowed":
            print(f"  model fallback ({model['outcome']}, via {model['provider'] or 'no provider'}): {model['text']}")
            for source in model["sources"]:
                print(f"    source: {source['label']} {source.get('url') or ''}".rstrip())
            for reason in model["reasons"]:
                print(f"    {reason}")
    if fallback is not None:
        fallback.close()
    return 0


def cmd_eval(args: argparse.Namespace) -> int:
    from generator.evaluation import declining_answers, load_cases, run_regression

    settings = load_settings(args.config_file)
    questions = settings.content_dir / "questions"
    held_out = bool(args.file) and Path(args.file).is_file() \
        and any("expect" in case for case in load_cases(Path(args.file)))
    if args.holdout or held_out:  # a held-out suite asserts nothing a regression run could check: report it
        suites = [Path(args.file)] if args.file else holdout_suites(questions)
        if not suites:
            print(f"no held-out suite in {settings.rel(questions)}: holdout-*.json files are optional")
            return 0
        engine = engine_for(args)
        today = _today(args, engine)
        for suite in suites:
            report_holdout(suite, lambda q: engine.plan(q, today), args.json, settings,
                           declining_answers(engine.knowledge.answers))
        return 0  # a held-out suite reports; it never fails the build
    suite = Path(args.file) if args.file else questions / "regression.json"
    if not suite.is_file():
        print(f"error: no regression suite at {settings.rel(suite)}; write one (README, 'Your own portfolio')",
              file=sys.stderr)
        return 1
    engine = engine_for(args)
    today = _today(args, engine)
    report = run_regression(load_cases(suite), lambda q: engine.plan(q, today))
    if args.json:
        print(json.dumps(report, indent=2, sort_keys=True))
    else:
        print(f"regression ({settings.rel(suite)}): {report['passed']} of {report['cases']} pass; "
              f"retrieval MRR {report['retrieval_mrr']}")
        for fail in report["failed"]:
            print(f"  FAIL {fail['question']!r}: {'; '.join(fail['problems'])}")
    return 0 if not report["failed"] else 1


def holdout_suites(folder: Path) -> list[Path]:
    """The site's held-out suites (holdout-*.json), oldest first (by the number in the name)."""
    def number(path: Path) -> tuple[int, str]:
        digits = "".join(ch for ch in path.stem if ch.isdigit())
        return (int(digits) if digits else 0, path.name)
    return sorted(folder.glob("holdout*.json"), key=number)


def report_holdout(suite: Path, plan: Callable[[str], dict[str, Any]], as_json: bool, settings: Settings,
                   declining: frozenset[str] = frozenset()) -> None:
    """Print one held-out suite's report: version 1 by right share and MRR, version 2 CRAG-style (an authored
    answer in `declining` is right for a question the content does not answer: evaluation.crag_outcome)."""
    from generator.evaluation import load_cases, run_crag, run_holdout, suite_version

    cases = load_cases(suite)
    name = settings.rel(suite)
    if suite_version(suite) >= 2:
        report = run_crag(cases, plan, declining)
        if as_json:
            print(json.dumps({"suite": name, **report}, indent=2, sort_keys=True))
            return
        answer = report["by_expect"].get("answer", {})
        print(f"held-out ({name}, CRAG): score {report['score']}; answerable right {answer.get('right', 0)} of "
              f"{answer.get('of', 0)} ({report['answerable_right_share']:.0%}); confidently wrong "
              f"{report['confidently_wrong']} ({report['confidently_wrong_share']:.1%}); answer MRR "
              f"{report['answer_mrr']}")
        for expect, counts in report["by_expect"].items():
            print(f"  {expect:<8}{counts['right']} right, {counts['abstained']} abstained, {counts['wrong']} wrong, "
                  f"of {counts['of']}")
        for miss in report["misses"]:
            print(f"  {'wrong' if miss['outcome'] < 0 else 'abstained'}: {miss['question']!r} ({miss['kind']}) "
                  f"needs {miss['must_contain']}; got {miss['route']}/{miss['confidence']}: {miss['answer'][:90]!r}")
        return
    report = run_holdout(cases, plan)
    if as_json:
        print(json.dumps({"suite": name, **report}, indent=2, sort_keys=True))
        return
    print(f"held-out ({name}): {report['right']} of {report['cases']} right ({report['right_share']:.0%}); "
          f"answer MRR {report['answer_mrr']}")
    for expect, counts in report["by_expect"].items():
        print(f"  {expect:<8}{counts['right']} of {counts['of']}")
    print(f"  unrelated abstained as 'none': {report['unrelated_abstained_as_none']}")
    for miss in report["misses"]:
        print(f"  miss: {miss['question']!r} expected {miss['expect']} {miss['expected']}; got "
              f"{miss['intent']}/{miss['route']}/{miss['confidence']} {miss['results']}")


def cmd_bench(args: argparse.Namespace) -> int:
    from generator.evaluation import latency
    from generator.questions import snapshot_questions

    engine = engine_for(args)
    today = _today(args, engine)
    settings = load_settings(args.config_file)
    questions = snapshot_questions(engine.knowledge.state, settings.content_dir, settings.root)
    for q in questions:  # warm the per-question caches the way a page does after its first question
        engine.plan(q, today)
    plan_ms = latency(questions, lambda q: engine.plan(q, today))
    plans = {q: engine.plan(q, today) for q in questions}
    next_ms = latency(questions, lambda q: engine.next(plans[q], today))
    from generator.questions import ADVERSARIAL

    adversarial_ms = latency(list(ADVERSARIAL), lambda q: engine.plan(q, today))
    report = {"questions": len(questions), "plan_ms": plan_ms, "next_ms": next_ms,
              "adversarial": {"inputs": len(ADVERSARIAL), "plan_ms": adversarial_ms}}
    if args.json:
        print(json.dumps(report, sort_keys=True))
    else:
        print(f"{len(questions)} questions; plan() ms median {plan_ms['median']} p95 {plan_ms['p95']} "
              f"max {plan_ms['max']}; next() ms median {next_ms['median']} p95 {next_ms['p95']} max {next_ms['max']}")
        print(f"{len(ADVERSARIAL)} adversarial inputs; plan() ms max {adversarial_ms['max']}")
    return 0


def cmd_snapshot(args: argparse.Namespace) -> int:
    """Record what plan() returns for every snapshot question, or prove that nothing changed."""
    import hashlib

    from generator.questions import snapshot_questions

    engine = engine_for(args)
    today = _today(args, engine)
    settings = load_settings(args.config_file)
    rows = {}
    for q in snapshot_questions(engine.knowledge.state, settings.content_dir, settings.root):
        p = engine.plan(q, today)
        rows[q] = {"digest": "sha256:" + hashlib.sha256(jsonio.dumps(p)).hexdigest(), "intent": p["intent"],
                   "route": p["route"], "confidence": p["confidence"],
                   "results": [r["id"] for r in p["results"][:5]]}
    path = Path(args.file)
    if args.action == "save":
        path.write_text(jsonio.dumps_pretty({"today": today.isoformat(), "plans": rows}), encoding="utf-8")
        print(f"saved {len(rows)} plans to {path}")
        return 0
    saved = json.loads(path.read_text(encoding="utf-8"))["plans"]
    changed = [q for q in sorted(set(saved) | set(rows)) if saved.get(q) != rows.get(q)]
    for q in changed:
        before, after = saved.get(q), rows.get(q)
        if before is None or after is None:
            print(f"  {q!r}: {'new' if before is None else 'gone'}")
            continue
        diff = {f: (before[f], after[f]) for f in before if before[f] != after[f] and f != "digest"}
        print(f"  {q!r}: {diff or 'details changed (answer text, sources, trace...)'}")
    print(f"{len(changed)} of {len(rows)} plans changed" if changed else f"all {len(rows)} plans unchanged")
    return 1 if changed else 0


def cmd_serve(args: argparse.Namespace) -> int:
    """Serve the built site on localhost with the content types a real host must also send, and answer
    POST /api/ask with the plan (and the model fallback's answer, when it is switched on)."""
    from generator.engine import Engine
    from generator.fallback.api import API_PATH, AskAPI, RateLimiter
    from generator.fallback.settings import load_fallback_settings
    from generator.pipeline import STATE_ARTIFACT
    from generator.site.serve import CONTENT_TYPES, serve

    settings = load_settings(args.config_file)
    state = settings.site_dir / STATE_ARTIFACT
    if not (settings.site_dir / "index.html").is_file() or not state.is_file():
        print(f"error: {settings.rel(settings.site_dir)} has no built site: run `portfolio build` first",
              file=sys.stderr)
        return 1
    engine = Engine.from_json(state.read_bytes())  # the state the site was built with, as the page has it
    fallback = None
    if load_fallback_settings(os.environ).enabled:
        from generator.fallback.answer import make_fallback
        from generator.fallback.tools import graph_from_file

        graph_file = settings.site_dir / "data" / "graph.nt"  # the built site's reasoned graph, read if asked
        fallback = make_fallback(engine.knowledge, os.environ, graph=lambda: graph_from_file(graph_file))
    questions = None
    if args.log_questions:
        from generator.question_log import QuestionLog

        questions = QuestionLog(question_log_path(settings, args.log_file), keep_days=args.keep_days)
    api = AskAPI.for_engine(engine, fallback, limiter=RateLimiter(args.rate_limit), questions=questions)
    server, url = serve(settings.site_dir, args.port, api=api)
    print(f"serving {settings.rel(settings.site_dir)} at {url} (Ctrl-C stops)")
    if questions is not None:
        print(f"keeping the questions the engine is unsure of in {settings.rel(questions.path)} for "
              f"{args.keep_days} days (question, intent, route, confidence, day; never an address): "
              "`portfolio misses` lists them")
    print(f"POST {url.rstrip('/')}{API_PATH} answers questions ({args.rate_limit} a minute per client); model "
          f"fallback {'on' if fallback else 'off: no question leaves this server'}")
    print("content types a host must send: " + ", ".join(f"{ext} {kind}" for ext, kind in
                                                         sorted(CONTENT_TYPES.items()) if ext in (".wasm", ".mjs")))
    try:
        import time

        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        server.shutdown()
    return 0


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"{text} is not a positive number of days")
    return value


def question_log_path(settings: Settings, given: str | None) -> Path:
    """The question log's file: as given, else questions.sqlite in the cache folder (or .cache/ without one)."""
    if given:
        return Path(given)
    return (settings.cache_dir or settings.root / ".cache") / "questions.sqlite"


def cmd_misses(args: argparse.Namespace) -> int:
    """What visitors asked that the engine was unsure of (from `portfolio serve --log-questions`), most asked
    first, with what the engine did then and, when the built site is current, what it does now."""
    from generator.built_state import built_engine
    from generator.question_log import QuestionLog

    settings = load_settings(args.config_file)
    path = question_log_path(settings, args.log_file)
    if not path.is_file():
        print(f"no question log at {settings.rel(path)}: `portfolio serve --log-questions` keeps one",
              file=sys.stderr)
        return 1
    log = QuestionLog(path)
    today = dt.datetime.now(dt.UTC).date()  # the log's days are the server's, in UTC
    since = today - dt.timedelta(days=args.days - 1) if args.days else None
    found = log.misses(since)[: args.limit]
    log.close()
    engine, why = built_engine(settings)
    rows: list[dict[str, Any]] = []
    for miss in found:
        row: dict[str, Any] = {"question": miss.question, "times": miss.times, "last_asked": miss.last_day,
                               "then": {"intent": miss.intent, "route": miss.route, "confidence": miss.confidence}}
        if engine is not None:
            plan = engine.plan(miss.question)
            row["now"] = {"intent": plan["intent"], "route": plan["route"], "confidence": plan["confidence"]}
        rows.append(row)
    if args.json:
        print(json.dumps(rows, indent=1, ensure_ascii=False))
        return 0
    if not rows:
        print("no question the engine was unsure of has been logged"
              + (f" in the last {args.days} days" if args.days else ""))
        return 0
    if engine is None:
        print(f"(what the engine does now is not shown: {why})")
    for row in rows:
        then = row["then"]
        line = f"{row['times']:>4}x  {row['question']}  [{then['confidence']}: {then['route']}, {then['intent']}]"
        if "now" in row:
            current = row["now"]
            line += "  now " + ("the same" if current == then
                                else f"{current['confidence']}: {current['route']}, {current['intent']}")
        print(line)
    print("\nFor each, an author may add a name to lexicon.yml, an authored answer to answers.yml, or content; "
          "the log itself changes nothing.")
    return 0


def cmd_new(args: argparse.Namespace) -> int:
    """Write a minimal portfolio that builds into a new folder."""
    from generator.scaffold import new_portfolio

    folder = Path(args.folder)
    written = new_portfolio(folder, args.name, args.pronouns)
    print(f"wrote {len(written)} files into {folder}:")
    for path in written:
        print(f"  {path.relative_to(folder).as_posix()}")
    print(f"next: portfolio -f {folder / 'mkdocs.yml'} build, then open {folder / 'site_build' / 'index.html'}")
    return 0


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="portfolio", description=__doc__)
    p.add_argument("-f", "--config-file", type=Path, default=Path("mkdocs.yml"),
                   help="the project's mkdocs.yml (default: ./mkdocs.yml)")
    sub = p.add_subparsers(dest="command", required=True)
    build_cmd = sub.add_parser("build", help="build site_build/ and refresh manifest.json and the generated digests")
    build_cmd.add_argument("--force", action="store_true",
                           help="build even when no input changed since the last build (which otherwise stops "
                                "at once, the site being current)")
    sub.add_parser("check", help="recompute every digest without writing; exit 1 naming what drifted")
    stats = sub.add_parser("stats", help="print counts of triples, entities, articles and passages")
    stats.add_argument("--json", action="store_true", help="print the counts as JSON")
    ask = sub.add_parser("ask", help="plan a question (or one a line from standard input with -)",
                         epilog="The model fallback answers weak and none plans only when LLM_ENABLED=true and a "
                                "provider key (ANTHROPIC_API_KEY or GROQ_API_KEY) are both set; see "
                                "generator/fallback/settings.py. Off by default: nothing is sent anywhere.")
    ask.add_argument("question", nargs="+", help="the question, or - to read one a line from standard input")
    ask.add_argument("--json", action="store_true", help="print the plan as one line of JSON")
    ask.add_argument("--next", action="store_true", help="add up to three follow-up questions")
    evaluate = sub.add_parser("eval", help="run the regression suite (or the held-out one) and print metrics")
    evaluate.add_argument("--holdout", action="store_true", help="the held-out suite: reports, never fails")
    evaluate.add_argument("--json", action="store_true")
    evaluate.add_argument("--file", help="one suite file instead of the site's own (content/questions/)")
    bench = sub.add_parser("bench", help="plan() and next() latency over the snapshot questions")
    bench.add_argument("--json", action="store_true")
    snap = sub.add_parser("snapshot", help="save or check what plan() returns for the snapshot questions")
    snap.add_argument("action", choices=("save", "check"))
    snap.add_argument("file")
    serve_cmd = sub.add_parser("serve", help="serve the built site on 127.0.0.1 with the right content types, "
                                             "and POST /api/ask")
    serve_cmd.add_argument("--port", type=int, default=8000)
    serve_cmd.add_argument("--rate-limit", type=int, default=10, metavar="N",
                           help="questions a minute one client may POST to /api/ask (default: 10)")
    serve_cmd.add_argument("--log-questions", action="store_true",
                           help="keep the questions the engine is unsure of for `portfolio misses` (off by default)")
    serve_cmd.add_argument("--keep-days", type=_positive, default=90, metavar="N",
                           help="days a logged question is kept (default: 90)")
    serve_cmd.add_argument("--log-file", metavar="PATH",
                           help="the question log (default: .cache/portfolio/questions.sqlite)")
    misses = sub.add_parser("misses", help="the logged questions the engine was unsure of, most asked first")
    misses.add_argument("--days", type=int, default=0, metavar="N", help="only the last N days (default: all kept)")
    misses.add_argument("--limit", type=int, default=100, metavar="N", help="at most N questions (default: 100)")
    misses.add_argument("--log-file", metavar="PATH",
                        help="the question log (default: .cache/portfolio/questions.sqlite)")
    misses.add_argument("--json", action="store_true")
    new = sub.add_parser("new", help="write a minimal portfolio that builds into a new folder")
    new.add_argument("folder", help="a new or empty folder")
    new.add_argument("--name", default="Your Name", help="the owner's name (default: Your Name)")
    new.add_argument("--pronouns", default=DEFAULT_PRONOUNS,
                     help="how the site speaks of the owner: she/her, he/him, they/them (default)")
    for command in (ask, evaluate, bench, snap):
        command.add_argument("--state", help="a knowledge-state JSON file instead of building from the sources")
        command.add_argument("--today", help="the date relative questions are read against (YYYY-MM-DD)")
    return p


COMMANDS = {"build": cmd_build, "check": cmd_check, "stats": cmd_stats, "ask": cmd_ask, "eval": cmd_eval,
            "bench": cmd_bench, "snapshot": cmd_snapshot, "serve": cmd_serve, "misses": cmd_misses, "new": cmd_new}


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    try:
        return COMMANDS[args.command](args)
    except PortfolioError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except MkDocsException as exc:  # mkdocs has already logged the details
        print(f"error: the site build failed: {exc}", file=sys.stderr)
        return 1
    except BrokenPipeError:  # `portfolio eval | head`: the reader has gone, which is not an error
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
