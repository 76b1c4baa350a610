"""Render the Jinja2 templates into C sources for one build (the only I/O on the codegen side)."""

from __future__ import annotations

from pathlib import Path

import jinja2

from .context import Registry, context

PROJECT_ROOT = Path(__file__).resolve().parent.parent.parent
TEMPLATE_DIR = PROJECT_ROOT / "templates"
TEMPLATE_SUFFIX = ".j2"
# Rendered once per switchable ROM bank that holds cell tables, as board_records_bank<N>.c.
PER_BANK_TEMPLATE = "hitori/board_records_bank.c.j2"


def environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATE_DIR),
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        autoescape=False,
    )


def render_sources(out_dir: Path, registry: Registry, sizes: list[tuple[int, int]] | None = None) -> list[Path]:
    """Write every template's output for the puzzles of ``registry`` into ``out_dir``; return their
    paths. A file whose text is unchanged is not written (its time stays, so an incremental build
    compiles nothing that depends on it), and a file an earlier run made that no template makes now
    is removed."""
    env = environment()
    values = context(registry, sizes)
    out_dir.mkdir(parents=True, exist_ok=True)
    outputs: dict[Path, str] = {}
    for name in sorted(env.list_templates(extensions=[TEMPLATE_SUFFIX.lstrip(".")])):
        template = env.get_template(name)
        if name == PER_BANK_TEMPLATE:
            stem = Path(name).name.removesuffix(".c" + TEMPLATE_SUFFIX)
            for bank in values["record_banks"]:
                outputs[out_dir / f"{stem}{bank}.c"] = template.render(values, bank=bank)
            continue
        outputs[out_dir / Path(name).name.removesuffix(TEMPLATE_SUFFIX)] = template.render(values)
    for target, text in outputs.items():
        write_if_changed(target, text)
    for stale in set(out_dir.iterdir()) - set(outputs):
        stale.unlink()
    return list(outputs)


def write_if_changed(path: Path, text: str) -> None:
    """Write ``text`` unless the file holds it already: an unchanged file keeps its time, so nothing
    that depends on it is built again."""
    if not path.exists() or path.read_text() != text:
        path.write_text(text)
