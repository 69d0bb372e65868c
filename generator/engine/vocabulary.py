"""Technology names a visitor may ask about, with the skill category each belongs to.

This is data, not the site's graph: it lets the engine recognise a question about a technology the graph
does not hold ("kotlin projects") and answer it honestly with the zero-result pivot (paper, Algorithm 6),
without anyone listing in advance which technologies are absent. A name here that the graph also holds is
simply linked as the entity. Categories are the ontology's skill categories.
"""

from __future__ import annotations

_BY_CATEGORY: dict[str, str] = {
    "ProgrammingLanguage": """
        Ada|ALGOL|APL|Assembly|AWK|Ballerina|BASIC|C|C#|C++|Carbon|Chapel|Clojure|COBOL|CoffeeScript|Crystal|D|Dart|
        Delphi|Elixir|Elm|Erlang|F#|Forth|Fortran|Gleam|Go|Golang|Groovy|Hack|Haskell|Haxe|Idris|Java|JavaScript|
        Julia|Kotlin|Lisp|Common Lisp|Scheme|Racket|Lua|Mojo|Nim|Objective-C|OCaml|Odin|Pascal|Perl|PHP|PowerShell|
        Prolog|PureScript|Python|R|Raku|ReasonML|Ruby|Rust|Scala|Smalltalk|Solidity|Swift|Tcl|TypeScript|V|Vala|
        Verilog|VHDL|Visual Basic|WebAssembly Text|Zig|GDScript|Processing|Bash|MATLAB|Fish|Nushell|ReScript|Roc
    """,
    "Framework": """
        Angular|AngularJS|Astro|Backbone.js|Blazor|Bottle|CakePHP|Django|Ember.js|Express|FastAPI|Fastify|Flask|
        Flutter|Gatsby|Gin|Hapi|Hugo|Ionic|Jekyll|Koa|Ktor|Laravel|Micronaut|NestJS|Next.js|Nuxt|Phoenix|Play|
        Quarkus|Qwik|React|React Native|Remix|Ruby on Rails|Rails|Sinatra|SolidJS|Spring|Spring Boot|Svelte|
        SvelteKit|Symfony|Tauri|Electron|Vue|Vue.js|Xamarin|Yew|Leptos|Axum|Actix|Rocket|Bevy|Godot|Unity|
        Unreal Engine|SwiftUI|UIKit|Jetpack Compose|.NET|ASP.NET|Tornado|Starlette|Streamlit|Gradio|Dash|MkDocs|
        Docusaurus|Eleventy|Preact|Lit|Alpine.js|htmx|Tailwind CSS|Tailwind|Bootstrap|LÖVE|Love2D|Pygame|Phaser|
        Kivy|Qt|GTK
    """,
    "Library": """
        NumPy|pandas|Polars|SciPy|scikit-learn|PyTorch|TensorFlow|Keras|JAX|XGBoost|LightGBM|Hugging Face|
        Transformers|LangChain|LlamaIndex|spaCy|NLTK|Gensim|OpenCV|Pillow|Matplotlib|Seaborn|Plotly|Bokeh|D3|
        D3.js|three.js|PixiJS|Leaflet|MapLibre|Mapbox|OpenLayers|Shapely|GDAL|GeoPandas|PROJ|RDFLib|OWL-RL|
        Jena|Apache Jena|Tokio|Serde|Rayon|Diesel|SQLAlchemy|Pydantic|Celery|Requests|HTTPX|aiohttp|Hypothesis|
        jQuery|Lodash|RxJS|Redux|MobX|Zustand|Numba|Cython|Tantivy|Lucene|Tesseract|FFmpeg|Boost|Eigen|SDL|
        OpenGL|Vulkan|WebGL|Jinja2|markdown-it-py|rank-bm25|Dask|Ray|Arrow|Apache Arrow|Pyodide|Socket.IO
    """,
    "Database": """
        PostgreSQL|Postgres|PostGIS|MySQL|MariaDB|SQLite|Oracle Database|Oracle|SQL Server|MongoDB|CouchDB|
        Cassandra|ScyllaDB|Redis|Memcached|DynamoDB|Firebase|Firestore|Supabase|Neo4j|ArangoDB|Dgraph|
        Elasticsearch|OpenSearch|Solr|Meilisearch|Typesense|ClickHouse|DuckDB|Snowflake|BigQuery|Redshift|
        InfluxDB|TimescaleDB|CockroachDB|TiDB|FoundationDB|RocksDB|LevelDB|LMDB|Oxigraph|GraphDB|Stardog|
        Virtuoso|Blazegraph|Pinecone|Weaviate|Qdrant|Milvus|Chroma|etcd|Kafka|Apache Kafka|RabbitMQ|NATS
    """,
    "Tool": """
        Git|Docker|Podman|Make|CMake|Bazel|Gradle|Maven|npm|Yarn|pnpm|Vite|Webpack|esbuild|Rollup|Parcel|Babel|
        ESLint|Prettier|Ruff|Black|mypy|Pytest|Jest|Vitest|Mocha|Cypress|Playwright|Selenium|Puppeteer|Terraform|
        Pulumi|Ansible|Chef|Puppet|Nix|Vagrant|Jenkins|GitHub Actions|GitLab CI|CircleCI|Travis CI|Grafana|
        Prometheus|Datadog|Sentry|Kibana|Logstash|Jupyter|Cargo|Valgrind|GDB|Blender|Figma|Photoshop|Vim|Neovim|
        Emacs|VS Code|IntelliJ|Xcode|Android Studio|Postman|Wireshark|Helm|ArgoCD|Airflow|dbt|Spark|Apache Spark|
        Hadoop|Flink|Poetry|uv|pip|Conda
    """,
    "Platform": """
        Linux|Windows|macOS|FreeBSD|AWS|Amazon Web Services|Azure|Google Cloud|GCP|Heroku|Vercel|Netlify|
        Cloudflare|Cloudflare Workers|Fly.io|DigitalOcean|Hetzner|Kubernetes|k8s|OpenShift|Nomad|Raspberry Pi|
        Arduino|ESP32|STM32|iOS|Android|watchOS|WebAssembly|WASM|Node.js|Deno|Bun|JVM|.NET Core|Salesforce|
        Shopify|WordPress|Drupal|SAP|Unreal|Steam|PlayStation|Xbox|Nintendo Switch|Lambda|AWS Lambda|
        Firebase Hosting|Pyodide|Ethereum
    """,
    "MarkupLanguage": """
        HTML|CSS|Sass|SCSS|Less|Markdown|reStructuredText|AsciiDoc|LaTeX|XML|XSLT|JSON|YAML|TOML|SQL|SPARQL|
        GraphQL|Cypher|Gremlin|Turtle|JSON-LD|RDF|OWL|SHACL|Protocol Buffers|Protobuf|Avro|Thrift
    """,
    "Protocol": """
        HTTP|HTTP/2|HTTP/3|QUIC|WebSocket|WebSockets|MQTT|AMQP|gRPC|REST|SOAP|OAuth|OAuth 2.0|OpenID Connect|
        SAML|WebRTC|ActivityPub|Matrix|XMPP|SMTP|IMAP|DNS|TLS|SSH|FTP|Bluetooth|Zigbee|LoRaWAN|CoAP
    """,
}


def technology_vocabulary() -> dict[str, str]:
    """Every technology name (as written) with its skill category."""
    vocab: dict[str, str] = {}
    for category, block in _BY_CATEGORY.items():
        for name in block.replace("\n", "").split("|"):
            name = name.strip()
            if name:
                vocab.setdefault(name, category)
    return vocab
