print("educat")
