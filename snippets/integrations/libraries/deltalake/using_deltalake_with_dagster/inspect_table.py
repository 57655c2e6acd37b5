from deltalake import DeltaTable

readings = DeltaTable("lake/weather/station_readings")

# The latest version number: it grows by one with every materialization.
print("version:", readings.version())

# The current contents of the table as a pandas DataFrame.
print(readings.to_pandas())

# The commit log, newest commit first.
for commit in readings.history():
    print(commit["timestamp"], commit["operation"])
