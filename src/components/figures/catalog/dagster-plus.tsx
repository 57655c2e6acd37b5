import React, {type ReactNode} from 'react';
import ChartView from '../views/ChartView';
import TableView from '../views/TableView';

/** Figures of the Dagster+ pages; names come from each page's own snippets and steps. */

export function DeploymentsFigure(): ReactNode {
  return (
    <TableView
      product="plus"
      crumb="Organization settings"
      title="Deployments"
      actions={[{label: '+ New deployment', primary: true}]}
      columns={[
        {title: 'Name', x: 0},
        {title: 'Type', x: 170},
        {title: 'Code locations', x: 300},
        {title: '', x: 460},
      ]}
      rows={[
        [{link: 'prod'}, 'Full', '3 loaded', {muted: 'Settings · Delete'}],
        [{link: 'staging'}, 'Full', '3 loaded', {muted: 'Settings · Delete'}],
        [{link: 'feature-refunds'}, 'Branch', '1 loaded', {muted: 'Pull request #482'}],
      ]}
      alt="The Deployments page of Dagster+ with a New deployment button. Two full deployments, prod and staging, each with three code locations loaded and Settings and Delete actions, and a branch deployment named feature-refunds created for pull request 482."
      caption="Organization settings list every deployment; full deployments carry their own settings and permissions."
    />
  );
}

export function AlertPoliciesFigure(): ReactNode {
  return (
    <TableView
      product="plus"
      active="Deployment"
      crumb="Deployment › Alert policies"
      title="Alert policies"
      actions={[{label: 'Create alert policy', primary: true}]}
      columns={[
        {title: 'Enabled', x: 0},
        {title: 'Policy', x: 80},
        {title: 'Type', x: 300},
        {title: 'Events', x: 390},
        {title: 'Notify', x: 560},
      ]}
      rows={[
        [{toggle: true}, {link: 'critical-run-failures'}, 'Run', 'Failure · tier:critical', {mono: '#data-alerts'}],
        [{toggle: true}, {link: 'slow-nightly-load'}, 'Run', 'Longer than 2 hours', {mono: 'oncall@'}],
        [{toggle: true}, {link: 'asset-failures'}, 'Asset', 'Materialization failure', {mono: '#data-alerts'}],
        [{toggle: false}, {link: 'agent-down'}, 'Agent', 'Unavailable', {mono: 'PagerDuty'}],
      ]}
      alt="The Alert policies tab of a Dagster+ deployment with a Create alert policy button. Four policies are listed: critical-run-failures alerts Slack #data-alerts on run failures tagged tier:critical; slow-nightly-load emails on-call when a run takes longer than 2 hours; asset-failures alerts on asset materialization failures; agent-down, switched off, would page through PagerDuty."
      caption="Alert policies of a deployment, each with its type, the events it watches and where it sends notifications."
    />
  );
}

export function InsightsFigure(): ReactNode {
  const days = Array.from({length: 14}, (_, index) => `Apr ${index + 1}`);
  return (
    <ChartView
      title="Insights"
      crumb="Insights › Asset groups"
      metric="Compute duration (minutes per day)"
      labels={days}
      series={[
        {name: 'ingestion', values: [42, 44, 41, 45, 43, 46, 44, 31, 29, 30, 28, 31, 30, 29]},
        {name: 'analysis', values: [18, 19, 18, 21, 20, 19, 22, 21, 20, 22, 21, 23, 22, 21]},
      ]}
      table={{
        columns: ['Asset group', 'Compute duration', 'Step failures', 'Dagster credits'],
        rows: [
          ['ingestion', '523 min', '2', '1,204'],
          ['analysis', '287 min', '0', '611'],
        ],
      }}
      alt="The Insights page of Dagster+ on the Asset groups tab, charting compute duration per day over two weeks for the groups ingestion and analysis. Ingestion drops from about 45 to about 30 minutes a day after April 7; analysis stays near 20. A table below totals compute duration, step failures and Dagster credits per group."
      caption="Insights charts a metric over time per asset group, with the totals below; here the ingestion group got faster after a change on April 8."
    />
  );
}

export function CatalogFigure(): ReactNode {
  return (
    <TableView
      product="plus"
      active="Catalog"
      title="Catalog"
      tabs={['All assets', 'Owned by team:finance', 'tier: gold']}
      columns={[
        {title: 'Asset', x: 0},
        {title: 'Group', x: 230},
        {title: 'Owners', x: 330},
        {title: 'Kinds', x: 470},
        {title: 'Status', x: 600},
      ]}
      rows={[
        [{link: 'finance/monthly_invoices'}, 'billing', {muted: 'team:finance'}, {badges: ['snowflake', 'python']}, {pill: 'Fresh', tone: 'success'}],
        [{link: 'finance/payments'}, 'billing', {muted: 'team:finance'}, {badges: ['snowflake']}, {pill: 'Failed', tone: 'danger'}],
        [{link: 'sales/weekly_orders'}, 'sales', {muted: 'team:sales'}, {badges: ['dbt']}, {pill: 'Fresh', tone: 'success'}],
      ]}
      alt="The Dagster+ asset catalog with saved views as tabs: All assets, Owned by team:finance and tier: gold. The table lists assets with group, owners, kind badges and status, starting with finance/monthly_invoices in the billing group, owned by team:finance, of kinds snowflake and python, and fresh."
      caption="The catalog lists assets with the attributes your code declares: group, owners, kinds and tags."
    />
  );
}

export function CatalogViewsFigure(): ReactNode {
  return (
    <TableView
      product="plus"
      active="Catalog"
      crumb="Catalog › Views"
      title="Saved views"
      actions={[{label: 'Create new view', primary: true}]}
      columns={[
        {title: 'View', x: 0},
        {title: 'Filters', x: 200},
        {title: 'Shared with', x: 450},
        {title: 'Assets', x: 600},
      ]}
      rows={[
        [{link: 'Finance-owned'}, {mono: 'owner: team:finance'}, 'Organization', '14'],
        [{link: 'Gold tables'}, {mono: 'tag: tier=gold'}, 'Organization', '9'],
        [{link: 'My snowflake assets'}, {mono: 'kind: snowflake, owner: me'}, {muted: 'Only me'}, '5'],
      ]}
      alt="The saved views of the Dagster+ catalog with a Create new view button. Finance-owned filters by owner team:finance and is shared with the organization, 14 assets; Gold tables filters by the tag tier=gold, 9 assets; My snowflake assets filters by kind and owner and is private, 5 assets."
      caption="Saved catalog views: a name, a set of filters, and who can see the view."
    />
  );
}

export function ChangeTrackingFigure(): ReactNode {
  return (
    <TableView
      product="plus"
      active="Catalog"
      deployment="feature-refunds"
      crumb="Branch deployment feature-refunds · compared with prod"
      title="Changed in branch"
      tabs={['All changes · 6', 'New in branch · 1', 'Code version · 1']}
      columns={[
        {title: 'Asset', x: 0},
        {title: 'Group', x: 200},
        {title: 'Changes', x: 310},
      ]}
      rows={[
        [{link: 'returned_items'}, 'sales', {pill: 'New in branch', tone: 'success'}],
        [{link: 'product_prices'}, 'catalog', {badges: ['Code version']}],
        [{link: 'products'}, 'catalog', {badges: ['Tags']}],
        [{link: 'weekly_orders'}, 'sales', {badges: ['Partitions definition']}],
        [{link: 'refunds'}, 'sales', {badges: ['Dependencies']}],
        [{link: 'catalog_export'}, 'default', {badges: ['Metadata']}],
      ]}
      alt="The assets of the branch deployment feature-refunds compared with prod, filtered to changes. returned_items is New in branch; product_prices has a changed code version, products changed tags, weekly_orders a changed partitions definition, refunds changed dependencies, and catalog_export changed metadata."
      caption="A branch deployment labels each asset its pull request adds or changes, and names what changed."
    />
  );
}
