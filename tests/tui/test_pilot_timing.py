"""The test pilot's idle wait, shortened for the whole suite in
tests/conftest.py, still reads the two names the suite sets: if Textual
renamed them, the setting would be lost without a sound and every test
that presses a key would go back to the longer sleep."""

from __future__ import annotations

import inspect

import textual._wait
from textual import app, pilot


def test_the_idle_wait_reads_the_sleep_and_the_idle_share_the_suite_sets() -> None:
    source = inspect.getsource(textual._wait.wait_for_idle)
    assert "sleep(SLEEP_GRANULARITY)" in source
    assert "< SLEEP_IDLE" in source
    assert textual._wait.SLEEP_GRANULARITY == 1 / 400
    assert textual._wait.SLEEP_IDLE == textual._wait.SLEEP_GRANULARITY / 20


def test_the_pilot_and_the_app_wait_with_that_function() -> None:
    assert pilot.wait_for_idle is textual._wait.wait_for_idle
    assert app.wait_for_idle is textual._wait.wait_for_idle
    assert "wait_for_idle(0)" in inspect.getsource(app.App._press_keys)
