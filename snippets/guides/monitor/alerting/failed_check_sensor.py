import dagster as dg
from dagster_slack import SlackResource

CHECK_EVALUATIONS = dg.EventRecordsFilter(
    event_type=dg.DagsterEventType.ASSET_CHECK_EVALUATION
)


@dg.sensor(minimum_interval_seconds=60, default_status=dg.DefaultSensorStatus.RUNNING)
def failed_asset_check_alert(context: dg.SensorEvaluationContext, slack: SlackResource):
    if context.cursor is None:
        # First evaluation: start after the newest evaluation instead of alerting on history.
        newest = context.instance.get_event_records(CHECK_EVALUATIONS, limit=1)
        context.update_cursor(str(newest[0].storage_id) if newest else "0")
        return dg.SkipReason("Cursor initialized; alerting on new check results from now on")

    records = context.instance.get_event_records(
        dg.EventRecordsFilter(
            event_type=dg.DagsterEventType.ASSET_CHECK_EVALUATION,
            after_cursor=int(context.cursor),
        ),
        ascending=True,
        limit=100,
    )
    for record in records:
        # The filter returns only check evaluations, whose data is an AssetCheckEvaluation.
        evaluation = record.event_log_entry.dagster_event.event_specific_data
        if not evaluation.passed:
            slack.get_client().chat_postMessage(
                channel="#data-quality",
                text=(
                    f"Check {evaluation.check_name} on {evaluation.asset_key.to_user_string()} "
                    f"failed ({evaluation.severity.value}) in run {record.run_id}"
                ),
            )
        context.update_cursor(str(record.storage_id))
    return dg.SkipReason(f"Read {len(records)} check result(s)")


defs = dg.Definitions(
    sensors=[failed_asset_check_alert],
    resources={"slack": SlackResource(token=dg.EnvVar("SLACK_BOT_TOKEN"))},
)
