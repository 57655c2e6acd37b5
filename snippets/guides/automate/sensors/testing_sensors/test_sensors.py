import dagster as dg

from my_project import sensors


def test_new_files_are_requested_once(tmp_path, monkeypatch):
    for name in ["2025-04-01.json", "2025-04-02.json", "notes.txt"]:
        (tmp_path / name).write_text("{}")
    monkeypatch.setattr(sensors, "INBOX_DIR", str(tmp_path))

    context = dg.build_sensor_context(cursor="2025-04-01.json")
    run_requests = sensors.inbox_sensor(context)

    assert [request.run_key for request in run_requests] == ["2025-04-02.json"]
    # The sensor moved the cursor forward.
    assert context.cursor == "2025-04-02.json"


def test_empty_inbox_is_skipped(tmp_path, monkeypatch):
    monkeypatch.setattr(sensors, "INBOX_DIR", str(tmp_path))

    result = sensors.inbox_sensor(dg.build_sensor_context())

    assert isinstance(result, dg.SkipReason)
