"""Technology names a visitor may ask about, grouped with their neighbours, each group in a skill category.

This is data, not the site's graph: it lets the engine recognise a question about a technology the graph
does not hold ("kotlin projects", "has she used Revit") and answer it honestly with the zero-result pivot
(paper, Algorithm 6), without anyone listing in advance which technologies are absent. A name here that the
graph also holds is simply linked as the entity. The groups say which technologies stand in for each other
("game engines": Unity, Godot, Bevy), so the pivot can offer what the owner does use for the same job, not
merely what is used most in the same category. Categories are the core ontology's skill categories; an
author's own categories take a pivot's neighbours from the group alone.
"""

from __future__ import annotations

_GROUPS: list[tuple[str, str, str]] = [
    # (skill category, the group as a visitor would name it in the plural, names separated by |)
    ("ProgrammingLanguage", "systems languages", "C|C++|Rust|Zig|Odin|Carbon|D|Nim|Ada|V|Go|Golang|Assembly|Fortran|"
     "Pascal|Delphi|Chapel|Mojo|Vala|Crystal"),
    ("ProgrammingLanguage", "JVM languages", "Java|Kotlin|Scala|Clojure|Groovy"),
    ("ProgrammingLanguage", ".NET languages", "C#|C Sharp|VB.NET"),
    ("ProgrammingLanguage", "functional languages", "Haskell|OCaml|F#|Elm|PureScript|Idris|ReasonML|ReScript|Roc|"
     "Racket|Scheme|Lisp|Common Lisp|Erlang|Elixir|Gleam|Prolog|Smalltalk"),
    ("ProgrammingLanguage", "scripting languages", "Python|Ruby|Perl|PHP|Lua|Tcl|Bash|PowerShell|Fish|Nushell|AWK|"
     "Raku|JavaScript|TypeScript|CoffeeScript|Dart|Hack|Haxe|GDScript|Processing|Ballerina"),
    ("ProgrammingLanguage", "older languages", "ALGOL|APL|BASIC|COBOL|Visual Basic"),
    ("ProgrammingLanguage", "scientific languages", "Julia|R|MATLAB"),
    ("ProgrammingLanguage", "Apple platform languages", "Swift|Objective-C"),
    ("ProgrammingLanguage", "hardware and contract languages", "Verilog|VHDL|Solidity|WebAssembly Text"),
    ("Framework", "web frameworks", "Angular|AngularJS|Backbone.js|Blazor|Bottle|CakePHP|Django|Ember.js|Express|"
     "FastAPI|Fastify|Flask|Gatsby|Gin|Hapi|Koa|Ktor|Laravel|Micronaut|NestJS|Next.js|Nuxt|Phoenix|Play|Quarkus|Qwik|"
     "React|Remix|Ruby on Rails|Rails|Sinatra|SolidJS|Spring|Spring Boot|Svelte|SvelteKit|Symfony|Vue|Vue.js|Yew|"
     "Leptos|Axum|Actix|Rocket|.NET|ASP.NET|Tornado|Starlette|Preact|Lit|Alpine.js|htmx|Tailwind CSS|Tailwind|"
     "Bootstrap"),
    ("Framework", "app frameworks", "Flutter|Ionic|React Native|Tauri|Electron|Xamarin|SwiftUI|UIKit|"
     "Jetpack Compose|Kivy|Qt|GTK"),
    ("Framework", "game engines", "Bevy|Godot|Unity|Unreal Engine|LÖVE|Love2D|Pygame|Phaser"),
    ("Framework", "site generators", "Hugo|Jekyll|MkDocs|Docusaurus|Eleventy|Astro"),
    ("Framework", "data app frameworks", "Streamlit|Gradio|Dash|Shiny"),
    ("Library", "machine-learning libraries", "scikit-learn|PyTorch|TensorFlow|Keras|JAX|XGBoost|LightGBM|"
     "Hugging Face|Transformers|LangChain|LlamaIndex|spaCy|NLTK|Gensim"),
    ("Library", "data libraries", "NumPy|pandas|Polars|SciPy|Dask|Ray|Arrow|Apache Arrow|Numba|Cython|tidyverse|"
     "dplyr"),
    ("Library", "visualisation libraries", "Matplotlib|Seaborn|Plotly|Bokeh|D3|D3.js|three.js|PixiJS|Vega|Vega-Lite|"
     "ggplot2|Altair|Chart.js|ECharts"),
    ("Library", "mapping libraries", "Leaflet|MapLibre|Mapbox|OpenLayers|Shapely|GDAL|GeoPandas|PROJ|deck.gl|"
     "Turf.js"),
    ("Library", "semantic web libraries", "RDFLib|OWL-RL|Jena|Apache Jena"),
    ("Library", "Rust libraries", "Tokio|Serde|Rayon|Diesel"),
    ("Library", "Python libraries", "SQLAlchemy|Pydantic|Celery|Requests|HTTPX|aiohttp|Jinja2|markdown-it-py|"
     "Hypothesis|Pyodide"),
    ("Library", "JavaScript libraries", "jQuery|Lodash|RxJS|Redux|MobX|Zustand|Socket.IO"),
    ("Library", "search libraries", "Tantivy|Lucene|rank-bm25"),
    ("Library", "graphics and media libraries", "OpenCV|Pillow|Tesseract|FFmpeg|SDL|OpenGL|Vulkan|WebGL|Boost|Eigen"),
    ("Database", "relational databases", "PostgreSQL|Postgres|PostGIS|MySQL|MariaDB|SQLite|Oracle Database|Oracle|"
     "SQL Server|CockroachDB|TiDB"),
    ("Database", "document and key-value stores", "MongoDB|CouchDB|Cassandra|ScyllaDB|Redis|Memcached|DynamoDB|"
     "Firebase|Firestore|Supabase|FoundationDB|RocksDB|LevelDB|LMDB|etcd"),
    ("Database", "graph databases", "Neo4j|ArangoDB|Dgraph|Oxigraph|GraphDB|Stardog|Virtuoso|Blazegraph"),
    ("Database", "search engines", "Elasticsearch|OpenSearch|Solr|Meilisearch|Typesense"),
    ("Database", "analytical databases", "ClickHouse|DuckDB|Snowflake|BigQuery|Redshift|InfluxDB|TimescaleDB"),
    ("Database", "vector databases", "Pinecone|Weaviate|Qdrant|Milvus|Chroma"),
    ("Database", "message brokers", "Kafka|Apache Kafka|RabbitMQ|NATS"),
    ("Tool", "build tools", "Make|CMake|Bazel|Gradle|Maven|npm|Yarn|pnpm|Vite|Webpack|esbuild|Rollup|Parcel|Babel|"
     "Cargo|Poetry|uv|pip|Conda"),
    ("Tool", "code quality tools", "ESLint|Prettier|Ruff|Black|mypy"),
    ("Tool", "testing tools", "Pytest|Jest|Vitest|Mocha|Cypress|Playwright|Selenium|Puppeteer"),
    ("Tool", "infrastructure tools", "Terraform|Pulumi|Ansible|Chef|Puppet|Nix|Vagrant|Docker|Podman|Helm|ArgoCD"),
    ("Tool", "CI services", "Jenkins|GitHub Actions|GitLab CI|CircleCI|Travis CI"),
    ("Tool", "monitoring tools", "Grafana|Prometheus|Datadog|Sentry|Kibana|Logstash"),
    ("Tool", "data pipeline tools", "Airflow|dbt|Spark|Apache Spark|Hadoop|Flink"),
    ("Tool", "editors", "Vim|Neovim|Emacs|VS Code|IntelliJ|Xcode|Android Studio|Jupyter|RStudio"),
    ("Tool", "debugging and network tools", "Valgrind|GDB|Postman|Wireshark|Git"),
    ("Tool", "design tools", "Figma|Sketch|Adobe XD|Illustrator|Adobe Illustrator|Photoshop|Adobe Photoshop|InDesign|"
     "Affinity Designer|Canva|Procreate"),
    ("Tool", "CAD and BIM tools", "AutoCAD|Revit|ArchiCAD|Vectorworks|SketchUp|Rhino|Grasshopper|Fusion 360|"
     "SolidWorks|FreeCAD|Lumion|Enscape|V-Ray|3ds Max|Civil 3D"),
    ("Tool", "GIS tools", "QGIS|ArcGIS|ArcGIS Pro|GRASS GIS|Google Earth Engine|ERDAS|ENVI"),
    ("Tool", "analysis and dashboard tools", "SPSS|Stata|SAS|Excel|Tableau|Power BI|Looker|Metabase|Observable|"
     "Datawrapper|Flourish|Google Sheets"),
    ("Tool", "modelling and simulation tools", "HEC-RAS|HEC-HMS|SWMM|EPANET|MIKE|ANSYS|COMSOL|Simulink|NetLogo|"
     "AnyLogic"),
    ("Tool", "3D and media tools", "Blender|Maya|Cinema 4D|Houdini|After Effects|Premiere Pro|DaVinci Resolve|"
     "Final Cut Pro|Logic Pro|Ableton Live|Pro Tools|Audacity"),
    ("Tool", "collaboration tools", "Notion|Miro|Airtable|Trello|Jira|Confluence|Slack"),
    ("Platform", "cloud platforms", "AWS|Amazon Web Services|Azure|Google Cloud|GCP|Heroku|Vercel|Netlify|"
     "Cloudflare|Cloudflare Workers|Fly.io|DigitalOcean|Hetzner|Lambda|AWS Lambda|Firebase Hosting"),
    ("Platform", "operating systems", "Linux|Windows|macOS|FreeBSD|iOS|Android|watchOS"),
    ("Platform", "container platforms", "Kubernetes|k8s|OpenShift|Nomad"),
    ("Platform", "hardware platforms", "Raspberry Pi|Arduino|ESP32|STM32"),
    ("Platform", "runtimes", "WebAssembly|WASM|Node.js|Deno|Bun|JVM|.NET Core"),
    ("Platform", "game platforms", "Steam|PlayStation|Xbox|Nintendo Switch|Unreal"),
    ("Platform", "content platforms", "WordPress|Drupal|Shopify|Salesforce|SAP|Ethereum"),
    ("MarkupLanguage", "web markup languages", "HTML|CSS|Sass|SCSS|Less"),
    ("MarkupLanguage", "document formats", "Markdown|reStructuredText|AsciiDoc|LaTeX"),
    ("MarkupLanguage", "data formats", "XML|XSLT|JSON|YAML|TOML|Protocol Buffers|Protobuf|Avro|Thrift"),
    ("MarkupLanguage", "query languages", "SQL|SPARQL|GraphQL|Cypher|Gremlin"),
    ("MarkupLanguage", "semantic web languages", "Turtle|JSON-LD|RDF|OWL|SHACL"),
    ("Protocol", "web protocols", "HTTP|HTTP/2|HTTP/3|QUIC|WebSocket|WebSockets|REST|SOAP|gRPC|WebRTC|DNS|TLS|SSH|"
     "FTP"),
    ("Protocol", "messaging protocols", "MQTT|AMQP|XMPP|SMTP|IMAP|ActivityPub|Matrix|CoAP"),
    ("Protocol", "authentication protocols", "OAuth|OAuth 2.0|OpenID Connect|SAML"),
    ("Protocol", "device protocols", "Bluetooth|Zigbee|LoRaWAN"),
]


def technology_vocabulary() -> dict[str, str]:
    """Every technology name (as written) with its skill category."""
    vocab: dict[str, str] = {}
    for category, _, block in _GROUPS:
        for name in block.split("|"):
            if name.strip():
                vocab.setdefault(name.strip(), category)
    return vocab


def technology_groups() -> dict[str, str]:
    """Every technology name (as written) with its group ("Unity" -> "game engines")."""
    groups: dict[str, str] = {}
    for _, group, block in _GROUPS:
        for name in block.split("|"):
            if name.strip():
                groups.setdefault(name.strip(), group)
    return groups
