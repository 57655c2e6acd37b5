import React, {type ReactNode} from 'react';
import LaunchpadView from '../views/LaunchpadView';
import PartitionsView, {type PartitionState} from '../views/PartitionsView';
import RunView from '../views/RunView';
import TableView from '../views/TableView';

/** Figures of the guides; asset, job and automation names come from each page's own snippets. */

export function WebserverDeploymentFigure(): ReactNode {
  return (
    <TableView
      active="Deployment"
      title="Deployment"
      tabs={['Code locations', 'Daemons', 'Concurrency', 'Configuration']}
      actions={[{label: 'Reload all'}]}
      columns={[
        {title: 'Name', x: 0},
        {title: 'Status', x: 200},
        {title: 'Updated', x: 340},
        {title: 'Definitions', x: 480},
      ]}
      rows={[
        [{link: 'quickstart'}, {pill: 'Loaded', tone: 'success'}, {muted: '2 minutes ago'}, '3 assets'],
        [{link: 'etl_tutorial'}, {pill: 'Loaded', tone: 'success'}, {muted: '5 minutes ago'}, '7 assets, 2 schedules'],
        [{link: 'analytics'}, {pill: 'Failed', tone: 'danger'}, {muted: '5 minutes ago'}, {muted: 'View error'}],
      ]}
      alt="The Deployment page with the Code locations tab selected and a Reload all button. Three code locations are listed: quickstart and etl_tutorial are Loaded, analytics Failed to load and offers View error."
      caption="The Deployment page lists each code location with its load status; a location that fails to load shows its error instead of its definitions."
    />
  );
}

export function UserSettingsFigure(): ReactNode {
  return (
    <TableView
      title="User settings"
      subtitle="Stored in this browser; they affect only you."
      actions={[{label: 'Done', primary: true}]}
      columns={[
        {title: 'Preference', x: 0},
        {title: 'Value', x: 300},
      ]}
      rows={[
        ['Timezone', {mono: 'Automatic (Europe/Berlin)'}],
        ['Hour format', {mono: 'Automatic (24-hour)'}],
        ['Theme', {mono: 'Match system'}],
        ['Enable keyboard shortcuts', {toggle: true, label: 'On'}],
        [{muted: 'Experimental features'}, {toggle: false, label: 'Off'}],
      ]}
      alt="The User settings dialog listing Timezone set to Automatic (Europe/Berlin), Hour format Automatic (24-hour), Theme Match system, Enable keyboard shortcuts switched on and the experimental features switched off, with a Done button."
      caption="The User settings dialog: display preferences and switches that apply to your browser only."
    />
  );
}

export function AssetChecksGuideFigure(): ReactNode {
  return (
    <TableView
      active="Assets"
      crumb="Assets › shipments"
      title="shipments · Checks"
      actions={[{label: 'Execute all'}]}
      columns={[
        {title: 'Check', x: 0},
        {title: 'Status', x: 290},
        {title: 'Evaluated', x: 410},
        {title: 'Metadata', x: 540},
      ]}
      rows={[
        [{mono: 'shipments_have_tracking_numbers'}, {pill: 'Failed', tone: 'danger'}, {muted: 'Apr 14, 07:02'}, {mono: 'missing_count: 3'}],
        [{mono: 'shipments_have_tracking_numbers'}, {pill: 'Passed', tone: 'success'}, {muted: 'Apr 13, 07:01'}, {mono: 'missing_count: 0'}],
      ]}
      alt="The Checks tab of the shipments asset with two evaluations of shipments_have_tracking_numbers: the latest, on April 14, failed with missing_count 3; the one before it passed with missing_count 0."
      caption="Each evaluation of a check is kept with its result and metadata on the asset's Checks tab."
    />
  );
}

const daily = (first: number, count: number, state: (day: number) => PartitionState) =>
  Array.from({length: count}, (_, index) => ({key: `2024-03-${String(first + index).padStart(2, '0')}`, state: state(first + index)}));

export function BackfillDialogFigure(): ReactNode {
  return (
    <PartitionsView
      assetKey="events_rollup"
      partitions={daily(1, 30, (day) => (day <= 10 ? 'materialized' : day === 14 ? 'failed' : 'missing'))}
      dialog={{
        title: 'Launch runs to materialize events_rollup',
        range: '[2024-03-11...2024-03-30]',
        summary: '20 partitions selected. Backfill policy: single run.',
        launch: 'Launch backfill',
        options: [
          {label: 'Missing and failed partitions only', on: true},
          {label: 'Add tags to the runs', on: false},
        ],
      }}
      alt="The Materialize dialog of events_rollup opened over its daily partitions. The range 2024-03-11 to 2024-03-30 is selected, 20 partitions, with the note that its backfill policy runs them in a single run; the option Missing and failed partitions only is checked, and a Launch backfill button is at the bottom right."
      caption="Selecting a range of partitions and launching a backfill of events_rollup."
    />
  );
}

export function PartitionStatusFigure(): ReactNode {
  return (
    <PartitionsView
      assetKey="daily_orders"
      partitions={Array.from({length: 48}, (_, index) => {
        const date = new Date(Date.UTC(2025, 0, 1 + index));
        const key = date.toISOString().slice(0, 10);
        const state: PartitionState = index === 47 ? 'running' : [9, 10, 31].includes(index) ? 'failed' : index >= 40 && index < 47 ? 'missing' : 'materialized';
        return {key, state};
      })}
      alt="The Partitions tab of daily_orders: 48 daily partitions from 2025-01-01 to 2025-02-17 drawn as a grid of cells. Most are materialized; three failed, seven are missing and the latest is in progress. A legend counts each state."
      caption="An asset's Partitions tab shows the state of every partition at a glance."
    />
  );
}

export function DeclarativeAutomationFigure(): ReactNode {
  return (
    <TableView
      active="Assets"
      crumb="Assets › clean_transactions › Automation"
      title="Evaluation at 10:15:30"
      subtitle="AutomationCondition.eager() · requested 1 run"
      columns={[
        {title: 'Condition', x: 0},
        {title: 'Result', x: 420},
        {title: 'Duration', x: 560},
      ]}
      rows={[
        [{mono: 'eager()'}, {pill: 'True', tone: 'success'}, {muted: '12 ms'}],
        [{mono: '  newly_missing() | any_deps_updated()'}, {pill: 'True', tone: 'success'}, {muted: '6 ms'}],
        [{mono: '    any_deps_updated()'}, {pill: 'True', tone: 'success'}, {muted: '4 ms'}],
        [{mono: '  ~any_deps_missing()'}, {pill: 'True', tone: 'success'}, {muted: '2 ms'}],
        [{mono: '  ~any_deps_in_progress()'}, {pill: 'True', tone: 'success'}, {muted: '1 ms'}],
        [{mono: '  ~in_progress()'}, {pill: 'True', tone: 'success'}, {muted: '1 ms'}],
      ]}
      alt="One evaluation of the automation condition of clean_transactions. The eager condition is true and requested one run. Its parts are listed as a tree, each marked True: newly missing or any dependency updated, any dependency updated, no dependency missing, no dependency in progress, and not in progress."
      caption="The Automation tab of an asset shows each evaluation as a tree of sub-conditions, so you can see which part decided."
    />
  );
}

export function LoggingRunFigure(): ReactNode {
  return (
    <RunView
      runId="d40b7e13"
      target="__ASSET_JOB"
      status={{label: 'Success', tone: 'success'}}
      steps={[{key: 'ticket_rows', start: 0.2, end: 0.9, tone: 'success'}]}
      logs={[
        {time: '14:20:07', event: 'STEP_START', step: 'ticket_rows', message: 'Started execution of step.'},
        {time: '14:20:07', event: 'WARNING', level: 'WARNING', step: 'ticket_rows', message: 'Skipping malformed line 2'},
        {time: '14:20:07', event: 'INFO', step: 'ticket_rows', message: 'Parsed 2 tickets'},
        {time: '14:20:08', event: 'STEP_SUCCESS', step: 'ticket_rows', message: 'Finished execution of step.'},
      ]}
      alt="The run page of ticket_rows. The event log shows the step start, a WARNING Skipping malformed line 2 and an INFO Parsed 2 tickets, both from the logger, then the step success."
      caption="Messages sent through get_dagster_logger appear in the run's event log with their level, next to Dagster's own events."
    />
  );
}

export function SchedulesFigure(): ReactNode {
  return (
    <TableView
      active="Automation"
      crumb="Automation › weekday_backlog"
      title="weekday_backlog"
      subtitle="Builds the ticket backlog before the morning stand-up."
      tabs={['Tick history', 'Runs']}
      columns={[
        {title: 'Timestamp (Europe/Berlin)', x: 0},
        {title: 'Status', x: 220},
        {title: 'Run', x: 360},
      ]}
      rows={[
        [{muted: 'Next tick: Mon, Apr 14, 07:30'}, {pill: 'Running', tone: 'info'}, {mono: 'cron 30 7 * * 1-5'}],
        ['Fri, Apr 11, 07:30', {pill: 'Success', tone: 'success'}, {link: 'backlog_job · 91ce20a7'}],
        ['Thu, Apr 10, 07:30', {pill: 'Success', tone: 'success'}, {link: 'backlog_job · 3d5f8b14'}],
        ['Wed, Apr 9, 07:30', {pill: 'Failure', tone: 'danger'}, {muted: 'Schedule function raised an error'}],
      ]}
      alt="The page of the weekday_backlog schedule, cron 30 7 * * 1-5 in Europe/Berlin, running, with the next tick on Monday at 07:30. Its tick history shows successful ticks on Friday and Thursday that each launched a run of backlog_job, and a failed tick on Wednesday."
      caption="A schedule's page: its next tick in the schedule's timezone and each past tick with the run it launched."
    />
  );
}

export function SensorMonitoringFigure(): ReactNode {
  return (
    <TableView
      active="Automation"
      crumb="Automation › warehouse_ready_sensor"
      title="warehouse_ready_sensor"
      subtitle="Rebuilds the finance mart when the warehouse load writes its ready flag."
      tabs={['Tick history', 'Runs']}
      columns={[
        {title: 'Timestamp', x: 0},
        {title: 'Status', x: 170},
        {title: 'Result', x: 310},
      ]}
      rows={[
        ['Apr 14, 06:14', {pill: 'Requested', tone: 'success'}, {link: '1 run of finance_job'}],
        ['Apr 14, 06:12', {pill: 'Skipped', tone: 'neutral'}, {muted: 'Waiting for data/warehouse_ready.flag'}],
        ['Apr 14, 06:10', {pill: 'Skipped', tone: 'neutral'}, {muted: 'Waiting for data/warehouse_ready.flag'}],
        ['Apr 14, 06:08', {pill: 'Failure', tone: 'danger'}, {muted: 'PermissionError: data/warehouse_ready.flag'}],
      ]}
      alt="The tick history of warehouse_ready_sensor, evaluated every two minutes. The latest tick requested one run of finance_job; the two before it were skipped with Waiting for data/warehouse_ready.flag, and an earlier one failed with a PermissionError."
      caption="A sensor's tick history shows what each evaluation did, including the skip reasons and errors it returned."
    />
  );
}

export function LaunchpadFigure(): ReactNode {
  return (
    <LaunchpadView
      title="Materialize invoice_export"
      crumb="Jobs › __ASSET_JOB › Launchpad"
      config={['ops:', '  invoice_export:', '    config:', '      region: "eu-west"', '      min_total_cents: 5000', '      include_refunds: false']}
      checks={[
        {text: 'region: String', ok: true},
        {text: 'min_total_cents: Int', ok: true},
        {text: 'include_refunds: Bool', ok: true},
      ]}
      launch="Materialize"
      alt="The launchpad for invoice_export. The config editor holds YAML under ops, invoice_export, config: region eu-west, min_total_cents 5000 and include_refunds false. The validation panel marks all three fields valid, and a Materialize button is at the bottom right."
      caption="The launchpad checks run config against the asset's Config class as you type."
    />
  );
}

export function ConcurrencyPoolsFigure(): ReactNode {
  return (
    <TableView
      active="Deployment"
      title="Deployment"
      tabs={['Concurrency', 'Code locations', 'Daemons']}
      columns={[
        {title: 'Pool', x: 0},
        {title: 'Limit', x: 200},
        {title: 'In use', x: 300},
        {title: 'Pending', x: 400},
        {title: 'Used by', x: 500},
      ]}
      rows={[
        [{mono: 'warehouse'}, '1', '1', '1', {muted: '2 assets'}],
        [{mono: 'shipping_api'}, '3', '0', '0', {muted: 'fetch_tracking_events'}],
      ]}
      alt="The Concurrency tab of the Deployment page listing two pools: warehouse with a limit of 1, one step in use and one pending, used by two assets; and shipping_api with a limit of 3, none in use, used by the op fetch_tracking_events."
      caption="Each pool's limit and its current use; steps beyond the limit wait as pending."
    />
  );
}
