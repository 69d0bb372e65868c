"""The guarded model fallback (paper, section 8; the model-fallback spec). Switched off by default.

Only a plan the engine rates weak or none, and not ambiguous, may reach a hosted model, and only when
LLM_ENABLED=true and a provider key are both set: a key alone enables nothing, and while the fallback is
off no question leaves the server. Its stages, in the order a question meets them (Algorithm 8):

    settings.py   the switch and the providers, from the environment (SETTINGS lists every variable)
    evidence.py   E: the 5 best BM25 passages, the plan's own passage, a definition; the prompt, within
                  its token budget (about 3,000 per request), carrying the graph's vocabulary, no entity list
    client.py     one client for Anthropic's Messages API and Groq's chat completions: timeouts, bounded
                  retries on 429 and 5xx, failover from one provider to the other
    tools.py      sparql(query): read-only SELECT or ASK on the reasoned graph, rows and time bounded;
                  search_wiki(query): five passages by the engine's BM25
    answer.py     ASK: at most three rounds, then links the server did not supply are removed and VERIFY
                  decides between the answer and "I couldn't find that in the graph or the wiki"
    verify.py     VERIFY: unknown entity names, numbers, proper nouns and technical tokens, private data
    api.py        POST /api/ask for `portfolio serve`: size limit, per-client rate limit, JSON in and out

Nothing here is imported by the engine, which stays standard-library only; this package may use httpx and
rdflib. Importing this file imports nothing else, so reading the switch never loads an HTTP client.
"""
