import json

import dagster as dg

from my_project.definitions import JsonIOManager, page_views, top_page


def test_round_trip(tmp_path):
    io_manager = JsonIOManager(base_dir=str(tmp_path))
    result = dg.materialize(
        [page_views, top_page],
        partition_key="2025-04-02",
        resources={"json_io_manager": io_manager},
    )
    assert result.success

    stored = tmp_path / "page_views" / "2025-04-02.json"
    assert json.loads(stored.read_text())[0]["day"] == "2025-04-02"
    assert result.output_for_node("top_page") == {
        "day": "2025-04-02",
        "page": "/docs",
        "views": 340,
    }
