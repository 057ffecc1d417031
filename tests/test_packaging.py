"""The double-clickable app: build.spec, the bundle's smoke run, the release workflow."""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
EXE = ".exe" if os.name == "nt" else ""


def make_targets() -> set[str]:
    text = (ROOT / "Makefile").read_text()
    return set(re.findall(r"^([A-Za-z][\w.-]*)\s*:(?!=)", text, re.M))


def clean_copy(dest: Path) -> Path:
    """The project's files as git knows them (tracked, and new files not ignored)."""
    listed = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                            capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        src = ROOT / name
        if src.is_file():
            target = dest / name
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, target)
    return dest


def test_release_workflow_runs_only_commands_the_makefile_has():
    workflow = yaml.safe_load((ROOT / ".github" / "workflows" / "release.yml").read_text())
    job = workflow["jobs"]["bundle"]
    oses = {entry["os"] for entry in job["strategy"]["matrix"]["include"]}
    assert oses == {"ubuntu-latest", "windows-latest", "macos-latest"}
    runs = [step["run"] for step in job["steps"] if "run" in step]
    # `make X` where make is the command run (not "choco install make").
    used = {m for run in runs
            for m in re.findall(r"(?:^|&&|;|\|)\s*make\s+([a-z][\w-]*)", run, re.M)}
    assert {"dist"} <= used and used <= make_targets()
    assert any(step.get("uses", "").startswith("actions/upload-artifact") for step in job["steps"])


def test_every_readme_make_command_exists():
    readme = (ROOT / "README.md").read_text()
    # `make X` in backticks, or a code-block line that runs make.
    used = set(re.findall(r"`make ([a-z][\w-]*)`", readme))
    used |= set(re.findall(r"^make ([a-z][\w-]*)", readme, re.M))
    assert {"play", "test"} <= used and used <= make_targets()


@pytest.mark.external
def test_build_fails_clearly_when_an_asset_is_missing(tmp_path):
    copy = clean_copy(tmp_path / "src")
    (copy / "assets" / "fonts" / "Lato-Bold.ttf").unlink()
    done = subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm",
                           "--distpath", str(tmp_path / "dist"), "--workpath",
                           str(tmp_path / "build"), str(copy / "build.spec")],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode != 0
    assert "missing assets" in done.stderr and "fonts/Lato-Bold.ttf" in done.stderr


def run_make(target: str, cwd: Path, *args: str, env=None) -> subprocess.CompletedProcess:
    """`make TARGET` in `cwd`, using this test run's Python instead of building a .venv there."""
    bin_dir = Path(sys.executable).parent
    stamps = [f"{stamp}=pyproject.toml" for stamp in ("STAMP", "GAME_STAMP", "BUILD_STAMP")]
    return subprocess.run(["make", target, f"VENV={sys.prefix}", f"PY={sys.executable}",
                           f"BIN={bin_dir}", *stamps, *args],
                          cwd=cwd, capture_output=True, text=True, env=env, timeout=900)


def headless_env(home: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "PYTHON"))}
    env.update(HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return env


@pytest.mark.external
def test_make_play_opens_the_game(tmp_path):
    done = run_make("play", ROOT, "ARGS=--first-frame-exit", env=headless_env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr


def files_under(folder: Path) -> dict[str, int]:
    return {str(p.relative_to(folder)): p.stat().st_size for p in folder.rglob("*")}


@pytest.mark.slow
@pytest.mark.external
def test_one_folder_bundle_starts_from_anywhere_and_leaves_nothing_behind(tmp_path):
    copy = clean_copy(tmp_path / "src")
    built = run_make("dist", copy)             # builds, then runs the bundle's --smoke
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    bundle = copy / "dist" / "ModernArt"
    app = bundle / f"ModernArt{EXE}"
    assert app.is_file()
    before = files_under(bundle)
    elsewhere = tmp_path / "elsewhere"
    home = tmp_path / "home"
    elsewhere.mkdir()
    home.mkdir()
    for game in ("auction", "card"):                # both games of the box draw their screens
        smoke = subprocess.run([str(app), "--smoke", "--game", game], cwd=elsewhere,
                               env=headless_env(home), capture_output=True, text=True,
                               timeout=300)
        assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    assert list(elsewhere.iterdir()) == []          # nothing in the working directory
    assert files_under(bundle) == before            # nor inside the bundle
    # Nothing of the build machine's paths inside the bundle's Python code.
    archives = [p.read_bytes() for p in bundle.rglob("*")
                if p.is_file() and p.suffix in ("", ".pyz", ".zip") and p.stat().st_size < 80e6]
    assert archives and not any(str(copy).encode() in data for data in archives)


@pytest.mark.slow
@pytest.mark.external
def test_one_file_bundle_builds_and_starts(tmp_path):
    copy = clean_copy(tmp_path / "src")
    built = run_make("dist-onefile", copy)    # builds, then runs the file's --smoke
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    assert (copy / "dist" / "onefile" / f"ModernArt{EXE}").is_file()
