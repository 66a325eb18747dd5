print("pulpe")
