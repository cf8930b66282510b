#!/bin/sh
# The DynamoDB table all_types and its access patterns, designed by sql2dynamo.
# Each function takes the values its comment names, in that order, as arguments; values inside keys
# follow the report's key encoding (integers zero-padded to 20 digits, date-times as 2026-01-10T09:30:00,
# strings of a case-insensitive column folded, bytes up to $ escaped as the report's key encoding says).
# Every argument is a value, never NULL: a write with a NULL parameter is sent as its plan in the report says.
# Needs sh, awk and the AWS CLI. Every name here starts with s2d_.
set -eu

s2d_json() {
  printf '%s\n' "$1" | LC_ALL=C awk '
    BEGIN { ORS = ""; for (i = 1; i < 32; i++) esc[sprintf("%c", i)] = sprintf("\\u%04x", i) }
    {
      if (NR > 1) print "\\n"
      n = length($0)
      for (i = 1; i <= n; i++) {
        c = substr($0, i, 1)
        if (c == "\\" || c == "\"") c = "\\" c
        else if (c in esc) c = esc[c]
        print c
      }
    }'
}

s2d_create_table() {
  aws dynamodb create-table --cli-input-json '{
  "AttributeDefinitions": [
    {
      "AttributeName": "PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI1SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI2SK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3PK",
      "AttributeType": "S"
    },
    {
      "AttributeName": "GSI3SK",
      "AttributeType": "S"
    }
  ],
  "BillingMode": "PAY_PER_REQUEST",
  "GlobalSecondaryIndexes": [
    {
      "IndexName": "GSI1",
      "KeySchema": [
        {
          "AttributeName": "GSI1PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI1SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI2",
      "KeySchema": [
        {
          "AttributeName": "GSI2PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI2SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    },
    {
      "IndexName": "GSI3",
      "KeySchema": [
        {
          "AttributeName": "GSI3PK",
          "KeyType": "HASH"
        },
        {
          "AttributeName": "GSI3SK",
          "KeyType": "RANGE"
        }
      ],
      "Projection": {
        "ProjectionType": "ALL"
      }
    }
  ],
  "KeySchema": [
    {
      "AttributeName": "PK",
      "KeyType": "HASH"
    },
    {
      "AttributeName": "SK",
      "KeyType": "RANGE"
    }
  ],
  "TableName": "all_types"
}'
}

# GetGadget (testdata/all_types/input.sql:51:1): s2d_GetGadget id
s2d_GetGadget() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetGadget id' >&2; return 2; }
  aws dynamodb get-item --cli-input-json '{
  "Key": {
    "PK": {
      "S": "GADGET#'"$(s2d_json "$1")"'"
    },
    "SK": {
      "S": "GADGET"
    }
  },
  "TableName": "all_types"
}'
}

# GetGadgetByCode (testdata/all_types/input.sql:54:1): s2d_GetGadgetByCode code
s2d_GetGadgetByCode() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetGadgetByCode code' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI3PK": "GSI3PK",
    "#GSI3SK": "GSI3SK",
    "#color": "color",
    "#id": "id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#CODE#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "IndexName": "GSI3",
  "KeyConditionExpression": "#GSI3PK = :pk AND begins_with(#GSI3SK, :sk)",
  "ProjectionExpression": "#id, #name, #price, #color",
  "TableName": "all_types"
}'
}

# ListGadgetsByColor (testdata/all_types/input.sql:57:1): s2d_ListGadgetsByColor color
s2d_ListGadgetsByColor() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListGadgetsByColor color' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#COLOR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "Limit": 10,
  "ProjectionExpression": "#id, #name, #price",
  "ScanIndexForward": false,
  "TableName": "all_types"
}'
}

# TagGadget (testdata/all_types/input.sql:66:1): s2d_TagGadget label_id gadget_id
s2d_TagGadget() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_TagGadget label_id gadget_id' >&2; return 2; }
  aws dynamodb put-item --cli-input-json '{
  "ConditionExpression": "attribute_not_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK"
  },
  "Item": {
    "GSI1PK": {
      "S": "LABEL#'"$(s2d_json "$1")"'"
    },
    "GSI1SK": {
      "S": "GADGET_LABEL#'"$(s2d_json "$2")"'"
    },
    "PK": {
      "S": "GADGET#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "GADGET_LABEL#'"$(s2d_json "$1")"'"
    },
    "_type": {
      "S": "gadget_labels"
    },
    "gadget_id": {
      "N": "'"$(s2d_json "$2")"'"
    },
    "label_id": {
      "N": "'"$(s2d_json "$1")"'"
    }
  },
  "TableName": "all_types"
}'
}

# RenameGadget (testdata/all_types/input.sql:69:1): s2d_RenameGadget name id
s2d_RenameGadget() {
  [ "$#" -eq 2 ] || { printf '%s\n' 'usage: s2d_RenameGadget name id' >&2; return 2; }
  aws dynamodb update-item --cli-input-json '{
  "ConditionExpression": "attribute_exists(#PK)",
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#name": "name"
  },
  "ExpressionAttributeValues": {
    ":name": {
      "S": "'"$(s2d_json "$1")"'"
    }
  },
  "Key": {
    "PK": {
      "S": "GADGET#'"$(s2d_json "$2")"'"
    },
    "SK": {
      "S": "GADGET"
    }
  },
  "TableName": "all_types",
  "UpdateExpression": "SET #name = :name"
}'
}

# GetGadgetWithLabelIDs (testdata/all_types/input.sql:72:1): s2d_GetGadgetWithLabelIDs id
s2d_GetGadgetWithLabelIDs() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_GetGadgetWithLabelIDs id' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#PK": "PK",
    "#_type": "_type",
    "#added_on": "added_on",
    "#label_id": "label_id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#'"$(s2d_json "$1")"'"
    }
  },
  "KeyConditionExpression": "#PK = :pk",
  "ProjectionExpression": "#name, #price, #label_id, #added_on, #_type",
  "TableName": "all_types"
}'
}

# ListPricedBetween (testdata/all_types/input.sql:77:1): s2d_ListPricedBetween color price.lo price.hi
s2d_ListPricedBetween() {
  [ "$#" -eq 3 ] || { printf '%s\n' 'usage: s2d_ListPricedBetween color price.lo price.hi' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#price": "price"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#COLOR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "GADGET#'"$(s2d_json "$2")"'"
    },
    ":sk2": {
      "S": "GADGET#'"$(s2d_json "$3")"'$"
    }
  },
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND #GSI1SK BETWEEN :sk AND :sk2",
  "ProjectionExpression": "#id, #name, #price",
  "TableName": "all_types"
}'
}

# ListUnnoted (testdata/all_types/input.sql:82:1): s2d_ListUnnoted color
s2d_ListUnnoted() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListUnnoted color' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI1PK": "GSI1PK",
    "#GSI1SK": "GSI1SK",
    "#id": "id",
    "#name": "name",
    "#notes": "notes"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#COLOR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "FilterExpression": "attribute_not_exists(#notes)",
  "IndexName": "GSI1",
  "KeyConditionExpression": "#GSI1PK = :pk AND begins_with(#GSI1SK, :sk)",
  "ProjectionExpression": "#id, #name",
  "TableName": "all_types"
}'
}

# ListByYear (testdata/all_types/input.sql:85:1): s2d_ListByYear made_year
s2d_ListByYear() {
  [ "$#" -eq 1 ] || { printf '%s\n' 'usage: s2d_ListByYear made_year' >&2; return 2; }
  aws dynamodb query --cli-input-json '{
  "ExpressionAttributeNames": {
    "#GSI2PK": "GSI2PK",
    "#GSI2SK": "GSI2SK",
    "#bits": "bits",
    "#id": "id",
    "#made_year": "made_year",
    "#opens_at": "opens_at",
    "#tags": "tags"
  },
  "ExpressionAttributeValues": {
    ":pk": {
      "S": "GADGET#MADE_YEAR#'"$(s2d_json "$1")"'"
    },
    ":sk": {
      "S": "GADGET#"
    }
  },
  "IndexName": "GSI2",
  "KeyConditionExpression": "#GSI2PK = :pk AND begins_with(#GSI2SK, :sk)",
  "ProjectionExpression": "#id, #made_year, #opens_at, #bits, #tags",
  "TableName": "all_types"
}'
}
