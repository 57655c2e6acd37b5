import React, {type ReactNode} from 'react';
import AssetDetailsView from '../views/AssetDetailsView';
import RunView from '../views/RunView';

/** Figures of the quickstart (docs/getting-started/quickstart.mdx); names and values from snippets/getting_started/quickstart. */

export function QuickstartRunFigure(): ReactNode {
  return (
    <RunView
      runId="4c1e9a2f"
      target="__ASSET_JOB"
      status={{label: 'Success', tone: 'success'}}
      steps={[
        {key: 'raw_orders', start: 0.2, end: 1.3, tone: 'success'},
        {key: 'daily_revenue', start: 1.5, end: 2.2, tone: 'success'},
        {key: 'revenue_report', start: 2.4, end: 3.1, tone: 'success'},
      ]}
      logs={[
        {time: '09:41:02', event: 'RUN_START', step: '', message: 'Started execution of run for "__ASSET_JOB".'},
        {time: '09:41:02', event: 'STEP_START', step: 'raw_orders', message: 'Started execution of step.'},
        {time: '09:41:03', event: 'INFO', step: 'raw_orders', message: 'Read 8 order lines'},
        {time: '09:41:03', event: 'ASSET_MATERIALIZATION', step: 'raw_orders', message: 'Materialized value raw_orders.'},
        {time: '09:41:04', event: 'STEP_SUCCESS', step: 'revenue_report', message: 'Finished execution of step.'},
        {time: '09:41:05', event: 'RUN_SUCCESS', step: '', message: 'Finished execution of run for "__ASSET_JOB".'},
      ]}
      alt="The run page of a successful run. A timeline shows three steps one after the other: raw_orders, then daily_revenue, then revenue_report, all green. Below it the event log lists RUN_START, the step start of raw_orders, the info message Read 8 order lines, an asset materialization, a step success, and RUN_SUCCESS."
      caption="The run page after Materialize all: the steps run in dependency order, and the log holds the message raw_orders logged."
    />
  );
}

export function QuickstartReportFigure(): ReactNode {
  return (
    <AssetDetailsView
      assetKey="revenue_report"
      description="The daily revenue table, written to data/daily_revenue.csv."
      status={{label: 'Materialized', tone: 'success'}}
      metadata={[
        ['path', '…/data/daily_revenue.csv'],
        ['days', '3'],
        ['total_revenue', '217.0'],
      ]}
      events={[
        {time: 'Apr 14, 09:41', run: '4c1e9a2f', label: 'Success', tone: 'success'},
        {time: 'Apr 14, 09:12', run: '0b7d53c8', label: 'Success', tone: 'success'},
      ]}
      alt="The asset page of revenue_report, marked Materialized. The metadata of the latest materialization lists path ending in data/daily_revenue.csv, days 3 and total_revenue 217.0. A list of materializations shows the two runs that produced it."
      caption="The revenue_report asset page shows the metadata its MaterializeResult returned."
    />
  );
}
