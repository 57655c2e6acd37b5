from unittest import mock

import dagster as dg
from my_project.orders import announce_failure, extract_orders


def test_failure_hook_posts_the_error():
    alerts = mock.MagicMock()
    context = dg.build_hook_context(
        resources={"alerts": alerts},
        op=extract_orders,
        op_exception=ValueError("No orders to load"),
    )

    announce_failure(context)

    alerts.post.assert_called_once()
    message = alerts.post.call_args.args[0]
    assert "extract_orders failed" in message
    assert "No orders to load" in message
