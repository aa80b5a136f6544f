import ScaffoldCore

print("scaffold")
