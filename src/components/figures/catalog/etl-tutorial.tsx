import React, {type ReactNode} from 'react';
import AssetDetailsView from '../views/AssetDetailsView';
import PartitionsView from '../views/PartitionsView';
import RunView from '../views/RunView';
import TableView from '../views/TableView';

/** Figures of the ETL tutorial (docs/etl-pipeline-tutorial); names and values from snippets/etl_pipeline_tutorial. */

export function EtlDownstreamRunFigure(): ReactNode {
  return (
    <RunView
      runId="a83d0c51"
      target="__ASSET_JOB"
      status={{label: 'Success', tone: 'success'}}
      steps={[
        {key: 'products', start: 0.3, end: 1.4, tone: 'success'},
        {key: 'sales_reps', start: 0.3, end: 1.2, tone: 'success'},
        {key: 'sales_data', start: 0.4, end: 1.7, tone: 'success'},
        {key: 'enriched_sales', start: 2.0, end: 3.2, tone: 'success'},
      ]}
      logs={[
        {time: '10:02:11', event: 'RUN_START', step: '', message: 'Started execution of run for "__ASSET_JOB".'},
        {time: '10:02:12', event: 'STEP_SUCCESS', step: 'sales_data', message: 'Finished execution of step.'},
        {time: '10:02:12', event: 'STEP_START', step: 'enriched_sales', message: 'Started execution of step.'},
        {time: '10:02:13', event: 'ASSET_MATERIALIZATION', step: 'enriched_sales', message: 'dagster/row_count: 18'},
        {time: '10:02:14', event: 'RUN_SUCCESS', step: '', message: 'Finished execution of run for "__ASSET_JOB".'},
      ]}
      alt="The run page of Materialize all with four steps. On the timeline products, sales_reps and sales_data run side by side from the start; enriched_sales starts after all three have finished. The event log ends with the materialization of enriched_sales and RUN_SUCCESS."
      caption="The three raw tables load in parallel; enriched_sales waits for all of them, because deps names them."
    />
  );
}

export function EtlChecksFigure(): ReactNode {
  return (
    <TableView
      active="Assets"
      crumb="Assets › enriched_sales"
      title="enriched_sales · Checks"
      subtitle="Each check runs with every materialization of its asset, or on its own."
      actions={[{label: 'Execute all'}]}
      columns={[
        {title: 'Check', x: 0},
        {title: 'Status', x: 270},
        {title: 'Severity', x: 390},
        {title: 'Metadata', x: 490},
      ]}
      rows={[
        [{mono: 'enriched_sales_has_no_orphans'}, {pill: 'Failed', tone: 'danger'}, 'ERROR', {mono: 'orphan_order_ids: 1019'}],
        [{mono: 'enriched_sales_has_no_orphans'}, {pill: 'Passed', tone: 'success'}, 'ERROR', {mono: 'orphan_order_ids: none'}],
      ]}
      alt="The Checks tab of enriched_sales listing check evaluations with status, severity and metadata. enriched_sales_has_no_orphans failed with severity ERROR and orphan_order_ids 1019; the evaluation before it passed with orphan_order_ids none."
      caption="After the bad order line, the orphan check fails as an error, and its metadata points at the row; the earlier, passing evaluation stays in the history."
    />
  );
}

export function EtlBackfillFigure(): ReactNode {
  return (
    <PartitionsView
      assetKey="category_performance"
      partitions={[
        {key: 'Camping', state: 'materialized'},
        {key: 'Climbing', state: 'missing'},
        {key: 'Footwear', state: 'missing'},
      ]}
      dialog={{
        title: 'Launch runs to materialize category_performance',
        range: '[Camping, Climbing, Footwear]',
        summary: '3 partitions selected; 1 is already materialized.',
        launch: 'Launch backfill',
        options: [
          {label: 'Missing and failed partitions only', on: false},
          {label: 'Backfill in a single run', on: false},
        ],
      }}
      alt="The Materialize dialog of category_performance opened over its partitions. The selection lists Camping, Climbing and Footwear; the dialog notes that 3 partitions are selected and 1 is already materialized, and a Launch backfill button sits at the bottom right. Behind it, Camping is marked materialized and the other two missing."
      caption="Materializing several partitions of category_performance at once launches a backfill."
    />
  );
}

export function EtlAutomationFigure(): ReactNode {
  return (
    <TableView
      active="Automation"
      title="Automation"
      tabs={['All', 'Schedules', 'Sensors']}
      columns={[
        {title: 'Running', x: 0},
        {title: 'Name', x: 70},
        {title: 'Type', x: 360},
        {title: 'Frequency', x: 450},
        {title: 'Last tick', x: 590},
      ]}
      rows={[
        [{toggle: true}, {link: 'daily_refresh_schedule'}, 'Schedule', {mono: '0 6 * * *'}, {pill: 'Success', tone: 'success'}],
        [{toggle: true}, {link: 'monthly_performance_schedule'}, 'Schedule', {mono: '0 7 1 * *'}, {muted: 'None'}],
        [{toggle: true}, {link: 'default_automation_condition_sensor'}, 'Sensor', {muted: 'Every 30 s'}, {pill: 'Skipped', tone: 'neutral'}],
        [{toggle: true}, {link: 'report_request_sensor'}, 'Sensor', {muted: 'Every 15 s'}, {pill: 'Skipped', tone: 'neutral'}],
      ]}
      alt="The Automation page listing four automations, all switched on: daily_refresh_schedule running at 0 6 * * * with a successful last tick, monthly_performance_schedule at 0 7 1 * * with no tick yet, and the sensors default_automation_condition_sensor and report_request_sensor, whose last ticks were skipped."
      caption="The tutorial's schedules and sensors on the Automation page, each with its own switch."
    />
  );
}

export function EtlSensorTicksFigure(): ReactNode {
  return (
    <TableView
      active="Automation"
      crumb="Automation › report_request_sensor"
      title="report_request_sensor"
      subtitle="Request one sales_report run for each new or changed JSON file in data/requests."
      tabs={['Tick history', 'Runs']}
      columns={[
        {title: 'Timestamp', x: 0},
        {title: 'Status', x: 160},
        {title: 'Result', x: 290},
      ]}
      rows={[
        ['Apr 14, 10:31:45', {pill: 'Skipped', tone: 'neutral'}, {muted: 'No new request files in data/requests'}],
        ['Apr 14, 10:31:30', {pill: 'Requested', tone: 'success'}, {mono: '1 run: camping_q1.json'}],
        ['Apr 14, 10:31:15', {pill: 'Skipped', tone: 'neutral'}, {muted: 'No new request files in data/requests'}],
      ]}
      alt="The tick history of report_request_sensor. The middle tick requested one run for camping_q1.json; the ticks before and after it were skipped with the reason No new request files in data/requests."
      caption="Each tick of the sensor is recorded: a run request when a file arrives, otherwise the skip reason the code returned."
    />
  );
}

export function EtlEnrichedSalesFigure(): ReactNode {
  return (
    <AssetDetailsView
      assetKey="enriched_sales"
      description="Each order line with the names of its product and sales rep added."
      status={{label: 'Materialized', tone: 'success'}}
      metadata={[
        ['dagster/row_count', '18'],
        ['total_revenue', '4959.0'],
      ]}
      events={[
        {time: 'Apr 14, 10:02', run: 'a83d0c51', label: 'Success', tone: 'success'},
        {time: 'Apr 14, 09:58', run: '5f19c2e7', label: 'Success', tone: 'success'},
      ]}
      alt="The asset page of enriched_sales, marked Materialized, with the metadata of its latest materialization, dagster/row_count and total_revenue, and the two runs that materialized it."
      caption="The metadata enriched_sales returns appears on its asset page after each run."
    />
  );
}
