import bike_rentals.defs
from dagster.components import load_defs

defs = load_defs(defs_root=bike_rentals.defs)
