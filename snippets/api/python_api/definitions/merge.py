import dagster as dg

from my_project.finance import definitions as finance
from my_project.marketing import definitions as marketing

# [start:merge]
# Each team keeps its own Definitions; the code location combines them.
defs = dg.Definitions.merge(finance.defs, marketing.defs)
# [end:merge]
