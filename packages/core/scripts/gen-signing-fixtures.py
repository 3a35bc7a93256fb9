#!/usr/bin/env python3
"""Writes ../fixtures/signing-fixtures.json: what Python clients of the entity API sign.

Each body case holds the text a client puts on the wire (`input_text`: compact, pretty or
ASCII-escaped, or hand-written like other encoders write it), the canonical text Python signs
(`json.dumps(value, ensure_ascii=False)`) and the HMAC-SHA256 signature in uppercase hex.
URL cases sign the URL as given and its percent-decoded form. `float_reprs` are Python's
`repr(float)` for a deterministic sample of doubles, to check the JS float formatting.

Standard library only. Deterministic: running it again rewrites the same file.
Run: python3 packages/core/scripts/gen-signing-fixtures.py
"""

import hashlib
import hmac
import json
import random
import struct
from pathlib import Path
from urllib.parse import unquote

OUT = Path(__file__).resolve().parent.parent / "fixtures" / "signing-fixtures.json"

SECRET_ENTITY = "sfc-secret-entidad-001"
SECRET_PORTAL = "portal-secret-2024"
SECRET_UNICODE = "clave-ñandú-€-🔑"
SECRET_HEX = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"


def sign(secret, message):
    return hmac.new(secret.encode("utf-8"), message.encode("utf-8"), hashlib.sha256).hexdigest().upper()


def canonical(value):
    return json.dumps(value, ensure_ascii=False)


def wire(value, style):
    if style == "compact":
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    if style == "pretty":
        return json.dumps(value, indent=2, ensure_ascii=False)
    if style == "ascii":
        # What `requests.post(json=...)` sends: default separators, \uXXXX for non-ASCII.
        return json.dumps(value)
    if style == "ascii-pretty":
        return json.dumps(value, indent=2)
    raise ValueError(style)


cases = []


def python_lexemes_only(input_text):
    """True when every number in the text is written the way Python writes it (`2.50e+3` or
    `-0` are not: Python re-serialises them as `2500.0` and `0`). The JS signer keeps lexemes
    verbatim, which agrees with Python exactly for such text, i.e. for every Python client."""
    ok = True

    def check_float(lexeme):
        nonlocal ok
        ok = ok and repr(float(lexeme)) == lexeme
        return float(lexeme)

    def check_int(lexeme):
        nonlocal ok
        ok = ok and str(int(lexeme)) == lexeme
        return int(lexeme)

    json.loads(input_text, parse_float=check_float, parse_int=check_int)
    return ok


def add_text(name, input_text, secret=SECRET_ENTITY, style="handmade"):
    """A case from wire text; the canonical form is what Python makes of the parsed text."""
    assert python_lexemes_only(input_text), name
    canon = canonical(json.loads(input_text))
    cases.append(
        {
            "name": name,
            "style": style,
            "input_text": input_text,
            "canonical": canon,
            "secret": secret,
            "signature": sign(secret, canon),
        }
    )


def add(name, value, style="compact", secret=SECRET_ENTITY):
    text = wire(value, style)
    # The client signs its own value; the server signs what it parses. They must agree.
    assert canonical(json.loads(text)) == canonical(value), name
    add_text(f"{name} ({style})", text, secret, style)


COMPLAINT = {
    "codigo_queja": "1390000000001",
    "tipo_entidad": 1,
    "entidad_cod": "39",
    "fecha_creacion": "2024-03-15T10:42:07",
    "codigo_pais": "170",
    "departamento_cod": "11",
    "municipio_cod": "11001",
    "nombres": "María José Núñez Peña",
    "tipo_id_CF": 1,
    "numero_id_CF": "1020304050",
    "tipo_persona": 1,
    "sexo": 2,
    "lgbtiq": 2,
    "condicion_especial": 98,
    "telefono": "3001234567",
    "correo": "maria.nunez@example.com",
    "direccion": "Calle 72 # 10-34, Apto 501/B",
    "es_apoderado": False,
    "apoderado_nombre": None,
    "canal_cod": 3,
    "producto_cod": 101,
    "producto_nombre": "Tarjeta de crédito",
    "macro_motivo_cod": 914,
    "texto_queja": "El banco cobró una cuota de manejo que no acordé.\n"
    "Solicité la devolución el 2024/02/01 y no obtuve respuesta.\t¿Qué debo hacer? "
    "Adjunto el extracto \"enero\" y la carta (ver anexo).",
    "anexo_queja": True,
    "insta_recepcion": 1,
    "punto_recepcion": 1,
    "admision": 9,
    "tutela": 2,
    "ente_control": 99,
    "escalamiento_DCF": 2,
    "replica": 2,
    "argumento_replica": "",
    "desistimiento_queja": 2,
    "queja_expres": 2,
    "prorroga_queja": 2,
    "producto_digital": 1,
    "estado_cod": 1,
    "monto_reclamado": 500000.0,
    "monto_reconocido": 0.0,
}

UPDATE = {
    "codigo_queja": "1390000000001",
    "sexo": 2,
    "lgbtiq": 2,
    "condicion_especial": 98,
    "canal_cod": 3,
    "producto_cod": 101,
    "macro_motivo_cod": 914,
    "fecha_actualizacion": "2024-03-20T08:00:00",
    "producto_digital": 1,
    "a_favor_de": 1,
    "aceptacion_queja": 1,
    "rectificacion_queja": 1,
    "documentacion_rta_final": True,
    "fecha_cierre": "2024-03-25T17:30:00",
    "estado_cod": 4,
    "marcacion": None,
    "tipo_fraude": None,
    "modalidad_fraude": None,
    "monto_reclamado": 1250000.5,
    "monto_reconocido": 1250000.5,
}

# Tokens and credentials.
LOGIN = {"username": "entidad_39_api", "password": "S3gur@!2024 ñ/\\\""}
REFRESH = {
    "refresh": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCIsImV4cCI6MTcxMDUxODQwMCwianRpIjoiMGEx"
    "YjJjM2Q0ZTVmNmE3YjhjOWQwZTFmMmEzYjRjNWQiLCJ1c2VyX2lkIjozOX0.dGhpcy1pcy1ub3QtYS1yZWFsLXNpZ25hdHVyZQ"
}
add("login", LOGIN)
add("login", LOGIN, "pretty")
add("login", LOGIN, "ascii", SECRET_PORTAL)
add("refresh", REFRESH)
add("refresh", REFRESH, "ascii", SECRET_PORTAL)

# Realistic complaint bodies (momentos 1 to 3).
add("complaint create", COMPLAINT)
add("complaint create", COMPLAINT, "pretty")
add("complaint create", COMPLAINT, "ascii")
add("complaint create", COMPLAINT, "ascii-pretty", SECRET_HEX)
add("complaint close update", UPDATE)
add("complaint ack", {"pqrs": ["1390000000001", "1390000000002", "1390000000003"]})
add("consumer ack", {"numero_id_CF": ["1020304050", "79888777"]})
add("storage fields codigo_queja first", {"codigo_queja": "1390000000001", "type": "pdf"})
add("storage fields type first", {"type": "pdf", "codigo_queja": "1390000000001"})

# Text: accents, emoji, CJK.
SPANISH = {"nombre": "José Pérez Ñúñez", "ciudad": "Bogotá D.C.", "nota": "¿Por qué? ¡Atención! año, pingüino"}
add("spanish accents", SPANISH)
add("spanish accents", SPANISH, "ascii")
EMOJI = {"comentario": "Gracias 🙏 muy amable 😀", "bandera": "🇨🇴", "familia": "👨‍👩‍👧"}
add("emoji", EMOJI)
add("emoji surrogate pairs", EMOJI, "ascii")
CJK = {"中文": "投诉处理", "日本語": "苦情", "한국어": "불만 접수"}
add("cjk keys and values", CJK)
add("cjk keys and values", CJK, "ascii-pretty", SECRET_UNICODE)
add("unicode secret", {"usuario": "ñandú"}, "compact", SECRET_UNICODE)

# Escapes.
add("quotes and backslashes", {"texto": 'Dijo "hola" y guardó C:\\ruta\\archivo.pdf \\"x\\"'})
add("newline carriage return tab", {"texto": "línea 1\nlínea 2\r\n\tsangría"})
add("all C0 control characters", {"c": "".join(chr(i) for i in range(0x20))})
add("all C0 control characters", {"c": "".join(chr(i) for i in range(0x20))}, "ascii")
add("slash is not escaped", {"url": "https://www.superfinanciera.gov.co/quejas/", "fecha": "2024/01/15"})
add_text(
    "slash escaped by the sender",
    '{"url":"https:\\/\\/www.superfinanciera.gov.co\\/quejas\\/","fecha":"2024\\/01\\/15"}',
)
DEL_LS = {"del": "a\x7fb", "separadores": "línea\u2028párrafo\u2029fin", "nbsp": "a\u00a0b", "bom": "\ufeffx"}
add("DEL U+2028 U+2029 raw", DEL_LS)
add("DEL U+2028 U+2029 escaped on the wire", DEL_LS, "ascii")
add_text("uppercase hex escapes", '{"n":"\\u00D1and\\u00FA","e":"\\uD83D\\uDE00","s":"\\u002F"}')
add_text("every short escape", '["\\"","\\\\","\\/","\\b","\\f","\\n","\\r","\\t","\\u0000"]')

# Numbers: lexemes must survive as written.
FLOATS = {
    "uno": 1.0,
    "monto": 500000.0,
    "decimo": 0.1,
    "pequeno": 1e-05,
    "grande": 1e16,
    "menos_cero": -0.0,
    "cero": 0.0,
    "medio": 1.5,
    "negativo": -2.5e-10,
    "con_decimales": 123456.789,
    "enorme": 1e300,
    "minimo": 5e-324,
    "maximo": 1.7976931348623157e308,
    "suma": 0.1 + 0.2,
    "casi_entero": 9999999999999998.0,
    "limite_fijo": 0.0001,
}
add("floats", FLOATS)
add("floats", FLOATS, "pretty")
INTEGERS = {
    "cero": 0,
    "negativo": -1,
    "max_seguro": 2**53 - 1,
    "sobre_2_53": 2**53 + 1,
    "u64": 2**64,
    "i64_min": -(2**63),
    "muy_grande": 10**30 + 7,
    "negativo_grande": -(2**70) - 3,
}
add("integers including above 2^53", INTEGERS)
add("negative numbers", [-1, -0.5, -1e-07, -123456789, -1.7976931348623157e308, -0.0])

# Literals and empties.
add("booleans and null", {"verdadero": True, "falso": False, "nulo": None, "lista": [True, False, None]})
add("empty object", {})
add("empty array", [])
add("empty values", {"texto": "", "objeto": {}, "lista": [], "nulo": None, "anidado": [{}, [], "", None]})
add("empty values", {"texto": "", "objeto": {}, "lista": [], "nulo": None, "anidado": [{}, [], "", None]}, "pretty")
add_text("top-level null", "null")
add_text("top-level string", '"hola, ñandú"')
add_text("top-level float", "1.0")

# Structure.
add("key order is kept (not sorted)", {"zeta": 1, "alfa": 2, "mu": {"y": 1, "b": 2, "a": 3}})
add("numeric keys keep insertion order", {"10": "diez", "2": "dos", "b": "be", "1": "uno", "0": "cero", "-1": "x"})
add_text("duplicate keys: last value, first position", '{"a":1,"b":2,"a":3,"c":{"x":1,"x":[2]}}')
add_text("__proto__ is a plain key", '{"__proto__":{"admin":true},"constructor":"c"}')
deep = "fondo"
for level in range(60):
    deep = {"n": level, "hijos": [deep]} if level % 2 else [deep, level]
add("deep nesting", deep)
add("array of records", [{"id": i, "valor": i / 8, "etiqueta": f"ítem {i}"} for i in range(12)])
add_text(
    "whitespace between tokens",
    ' \t\r\n{ "a" :\r\n 1 ,\t"b" : [ 1 , 2.5 , -0.0 ] , "c" : { } } \n',
)
add("long complaint text", {"texto_queja": ("Señores, presento esta queja porque " * 30)[:1000]})
add("string with only a quote", {"q": '"'}, "pretty")

url_cases = []


def add_url(name, url, method="GET", secret=SECRET_ENTITY):
    decoded = unquote(url)
    url_cases.append(
        {
            "name": name,
            "method": method,
            "url": url,
            "decoded": decoded,
            "secret": secret,
            "signature": sign(secret, url),
            "decoded_signature": sign(secret, decoded),
        }
    )


BASE = "https://quejas.example.gov.co/api"
add_url("list complaints", f"{BASE}/queja/")
add_url("next page as the server returned it", f"{BASE}/queja/?page=2")
add_url("query with several parameters", f"{BASE}/queja/?page=3&page_size=100&ordering=-fecha_creacion")
add_url("one complaint", f"{BASE}/queja/1390000000001/")
add_url("storage filter", f"{BASE}/storage/?codigo_queja__codigo_queja=1390000000001")
add_url("percent-encoded spanish", f"{BASE}/usuarios/info/?nombres=Jos%C3%A9%20P%C3%A9rez&ciudad=Bogot%C3%A1")
add_url("lowercase percent escapes", f"{BASE}/queja/?q=%c3%b1and%c3%ba")
add_url("encoded slash, percent and plus", f"{BASE}/storage/?codigo_queja=A%2FB%25C&q=a+b%2Bc")
add_url("invalid utf-8 and stray percent", f"{BASE}/queja/?q=%FF%E2%82x&r=100%&s=%zz")
add_url("delete a file", f"{BASE}/storage/42/", "DELETE")
add_url("portal secret", f"{BASE}/queja/?page=2", "GET", SECRET_PORTAL)

# repr(float) for a fixed sample: edge values, random bit patterns over the whole range,
# and short decimals around the fixed/exponent switch points.
rng = random.Random(20240315)
float_values = [
    0.0, -0.0, 0.1, 0.2, 0.3, 1.0, -1.0, 0.5, 1e-05, 1e-04, 0.0001234, 1e-07, 1e15, 1e16, 1e17,
    1e21, 1e22, 9007199254740992.0, 9007199254740994.0, 2.0**60, 1.5e300, 5e-324, 2.2250738585072014e-308,
    1.7976931348623157e308, 123456789012345678.0, 0.1 + 0.2, 1 / 3, 2 / 3, 100.0, 1234.5, 9999999999999998.0,
    99999999999999990.0, 0.00009999999999999999, 4.35, 0.000015, 2.5e-10,
]
while len(float_values) < 400:
    bits = rng.getrandbits(64)
    value = struct.unpack("<d", struct.pack("<Q", bits))[0]
    if value == value and value not in (float("inf"), float("-inf")):
        float_values.append(value)
for _ in range(200):
    float_values.append(round(rng.uniform(-1, 1) * 10 ** rng.randint(-8, 20), rng.randint(0, 6)))
float_reprs = [repr(v) for v in float_values]

assert len(cases) >= 40, len(cases)
assert len({c["name"] for c in cases}) == len(cases), "case names must be unique"
for c in cases:
    assert c["canonical"].encode("utf-8"), c["name"]

document = {
    "description": "Entity API signing fixtures generated with CPython json/hmac/hashlib; "
    "regenerate with python3 packages/core/scripts/gen-signing-fixtures.py",
    "cases": cases,
    "url_cases": url_cases,
    "float_reprs": float_reprs,
}
OUT.parent.mkdir(parents=True, exist_ok=True)
OUT.write_text(json.dumps(document, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
print(f"wrote {len(cases)} body cases, {len(url_cases)} URL cases, {len(float_reprs)} float reprs to {OUT}")
